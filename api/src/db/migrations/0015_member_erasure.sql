ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_role_ck";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_role_ck" CHECK ("audit_log"."role" in ('owner', 'admin', 'manager', 'cashier', 'system', 'api_key', 'member'));--> statement-breakpoint
-- An erasure (PDPA s.33) runs in a transaction that names its member with
-- set_config('crm.erasing_member', '<brand_id>:<member_id>', true). Only there may a consent record
-- of that member lose its address, and nothing else of it: the record, its policy version, its
-- action and its time stay as evidence.
CREATE OR REPLACE FUNCTION consent_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF current_setting('crm.erasing_member', true) = OLD.brand_id || ':' || OLD.member_id
      AND NEW.ip = ''
      AND (NEW.id, NEW.brand_id, NEW.member_id, NEW.policy_id, NEW.action, NEW.channel, NEW.created_at)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.brand_id, OLD.member_id, OLD.policy_id, OLD.action, OLD.channel, OLD.created_at)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'consent_records is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
-- Likewise an erasure may take the member's values out of the brand's audit entries (before, after
-- and the address of the member's own requests); who did what to which target, and when, stays.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF split_part(current_setting('crm.erasing_member', true), ':', 1) = OLD.brand_id::text
      AND (NEW.id, NEW.brand_id, NEW.operator_id, NEW.role, NEW.action, NEW.target_type,
           NEW.target_id, NEW.at, NEW.request_id)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.brand_id, OLD.operator_id, OLD.role, OLD.action, OLD.target_type,
         OLD.target_id, OLD.at, OLD.request_id)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
-- Erasing a member is the owner's, as exporting one is.
INSERT INTO role_permissions (role, permission) VALUES ('owner', 'members.erase');
