CREATE TABLE "report_daily" (
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"branch_id" integer DEFAULT 0 NOT NULL,
	"operator_id" integer DEFAULT 0 NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_brand_id_day_kind_branch_id_operator_id_item_id_pk" PRIMARY KEY("brand_id","day","kind","branch_id","operator_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"point_value_satang" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"watermarks" jsonb NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb,
	"snapshot_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tier_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_tier_id" integer NOT NULL,
	"to_tier_id" integer NOT NULL,
	"direction" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_state" ADD CONSTRAINT "report_state_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_moves" ADD CONSTRAINT "tier_moves_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_moves" ADD CONSTRAINT "tier_moves_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tier_moves_brand_at_idx" ON "tier_moves" USING btree ("brand_id","at");--> statement-breakpoint
CREATE INDEX "package_purchases_purchased_idx" ON "package_purchases" USING btree ("brand_id","purchased_at");--> statement-breakpoint
CREATE INDEX "package_uses_used_idx" ON "package_uses" USING btree ("brand_id","used_at") WHERE "package_uses"."used_at" is not null;--> statement-breakpoint
CREATE INDEX "point_ledger_brand_created_idx" ON "point_ledger" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "privilege_issues_issued_idx" ON "privilege_issues" USING btree ("brand_id","issued_at");--> statement-breakpoint
CREATE INDEX "privilege_issues_used_idx" ON "privilege_issues" USING btree ("brand_id","used_at") WHERE "privilege_issues"."used_at" is not null;--> statement-breakpoint
-- Every tier move is recorded whoever makes it (the tier review, an earn, the console, an import),
-- up or down by the tiers' ranks; a member's first tier is not a move.
CREATE FUNCTION members_record_tier_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  from_rank integer;
  to_rank integer;
BEGIN
  SELECT rank INTO from_rank FROM tiers WHERE id = OLD.tier_id;
  SELECT rank INTO to_rank FROM tiers WHERE id = NEW.tier_id;
  INSERT INTO tier_moves (brand_id, member_id, from_tier_id, to_tier_id, direction)
  VALUES (NEW.brand_id, NEW.id, OLD.tier_id, NEW.tier_id,
    CASE WHEN coalesce(to_rank, 0) > coalesce(from_rank, 0) THEN 'up' ELSE 'down' END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_tier_move
  AFTER UPDATE OF tier_id ON members
  FOR EACH ROW
  WHEN (OLD.tier_id IS NOT NULL AND NEW.tier_id IS NOT NULL AND OLD.tier_id IS DISTINCT FROM NEW.tier_id)
  EXECUTE FUNCTION members_record_tier_move();
