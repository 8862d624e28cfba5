-- Consent records are evidence of what a member agreed to: the database itself refuses to change
-- or remove them, whatever code or console connects.
CREATE FUNCTION consent_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_records is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_records_append_only
  BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_records_no_truncate
  BEFORE TRUNCATE ON consent_records
  FOR EACH STATEMENT EXECUTE FUNCTION consent_records_refuse_change();
