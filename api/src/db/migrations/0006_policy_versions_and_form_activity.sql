ALTER TABLE "pdpa_policies" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_field_forms" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pdpa_policies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pdpa_policies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "consent_records_policy_idx" ON "consent_records" USING btree ("brand_id","policy_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pdpa_policies_brand_reference_uq" ON "pdpa_policies" USING btree ("brand_id","article_alt_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "pdpa_policies_one_draft_uq" ON "pdpa_policies" USING btree ("brand_id") WHERE "pdpa_policies"."published_at" is null;--> statement-breakpoint
-- Versions published before drafts existed were written when they were published.
UPDATE "pdpa_policies" SET "created_at" = "published_at", "updated_at" = "published_at";
--> statement-breakpoint
-- A published version is what members consented to: the database itself refuses to change it,
-- whatever code or console connects. Drafts (published_at null) change until published.
CREATE FUNCTION pdpa_policies_keep_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.published_at IS NOT NULL THEN
    RAISE EXCEPTION 'pdpa_policies: version % is published and cannot change', OLD.version;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pdpa_policies_published_immutable
  BEFORE UPDATE ON pdpa_policies
  FOR EACH ROW EXECUTE FUNCTION pdpa_policies_keep_published();
