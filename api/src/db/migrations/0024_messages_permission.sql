-- What the brand tells its members over LINE and SMS is for those who run the whole programme;
-- managers read the settings and the delivery failures.
INSERT INTO role_permissions (role, permission) VALUES ('owner', 'messages.manage'), ('admin', 'messages.manage');
