-- The console's member search: trigrams for name fragments, btree_gin so that index leads with brand_id.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "member_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"adjustment_limit" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_settings_limit_ck" CHECK ("member_settings"."adjustment_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_operator_id" integer NOT NULL,
	"decided_by_operator_id" integer,
	"decided_at" timestamp with time zone,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_adjustments_points_ck" CHECK ("point_adjustments"."points" <> 0),
	CONSTRAINT "point_adjustments_status_ck" CHECK ("point_adjustments"."status" in ('pending', 'applied', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "manual_tier_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "manual_tier_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_settings" ADD CONSTRAINT "member_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_requested_by_operator_id_operators_id_fk" FOREIGN KEY ("requested_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_decided_by_operator_id_operators_id_fk" FOREIGN KEY ("decided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_adjustments" ADD CONSTRAINT "point_adjustments_ledger_entry_id_point_ledger_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_adjustments_status_idx" ON "point_adjustments" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "point_adjustments_member_idx" ON "point_adjustments" USING btree ("brand_id","member_id","id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_manual_tier_id_tiers_id_fk" FOREIGN KEY ("manual_tier_id") REFERENCES "public"."tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_brand_mobile_prefix_idx" ON "members" USING btree ("brand_id","mobile_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_brand_name_trgm_idx" ON "members" USING gin ("brand_id",("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_brand_joined_idx" ON "members" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_brand_tier_joined_idx" ON "members" USING btree ("brand_id","tier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "members_brand_visit_idx" ON "members" USING btree ("brand_id",coalesce("last_visit_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "members_brand_points_idx" ON "members" USING btree ("brand_id","point_balance","id");--> statement-breakpoint
CREATE INDEX "members_brand_name_idx" ON "members" USING btree ("brand_id",("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
UPDATE "members" m SET "last_visit_at" = v.at FROM (
  SELECT "brand_id", "member_id", max("created_at") AS at FROM "point_ledger"
  WHERE "is_visit" GROUP BY "brand_id", "member_id"
) v WHERE v."brand_id" = m."brand_id" AND v."member_id" = m."id";--> statement-breakpoint
-- Managers correct points too; above the brand's limit an owner or admin approves.
INSERT INTO "role_permissions" ("role", "permission") VALUES ('manager', 'members.points.adjust')
ON CONFLICT DO NOTHING;