CREATE TABLE "earn_rules" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"satang_per_point" integer NOT NULL,
	"rounding" text NOT NULL,
	"minimum_bill_satang" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_rules_step_ck" CHECK ("earn_rules"."satang_per_point" > 0),
	CONSTRAINT "earn_rules_minimum_ck" CHECK ("earn_rules"."minimum_bill_satang" >= 0),
	CONSTRAINT "earn_rules_rounding_ck" CHECK ("earn_rules"."rounding" in ('floor', 'round', 'ceil'))
);
--> statement-breakpoint
CREATE TABLE "earn_tier_multipliers" (
	"brand_id" integer NOT NULL,
	"tier_id" integer NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	CONSTRAINT "earn_tier_multipliers_brand_id_tier_id_pk" PRIMARY KEY("brand_id","tier_id"),
	CONSTRAINT "earn_tier_multipliers_positive_ck" CHECK ("earn_tier_multipliers"."multiplier_hundredths" > 0)
);
--> statement-breakpoint
CREATE TABLE "scan_code_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"points" integer NOT NULL,
	"code_count" integer NOT NULL,
	"bill_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "scan_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earn_rules" ADD CONSTRAINT "earn_rules_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_tier_multipliers" ADD CONSTRAINT "earn_tier_multipliers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_tier_multipliers" ADD CONSTRAINT "earn_tier_multipliers_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_code_batches" ADD CONSTRAINT "scan_code_batches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_code_batches" ADD CONSTRAINT "scan_code_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_code_batches" ADD CONSTRAINT "scan_code_batches_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_code_batches_campaign_idx" ON "scan_code_batches" USING btree ("brand_id","campaign_id","id");--> statement-breakpoint
ALTER TABLE "scan_codes" ADD CONSTRAINT "scan_codes_batch_id_scan_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."scan_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_codes_batch_idx" ON "scan_codes" USING btree ("brand_id","batch_id","id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_days_ck" CHECK ("campaigns"."ends_at" is null or "campaigns"."ends_at" > "campaigns"."starts_at");