CREATE TABLE "app_configs" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_themes" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"json_config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"action" smallint NOT NULL,
	"channel" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"form_name" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"process" smallint DEFAULT 3 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"column_name" text NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_brand_id_member_id_key_pk" PRIMARY KEY("brand_id","member_id","key")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"group_type" smallint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"brand_id" integer NOT NULL,
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_brand_id_job_period_key_pk" PRIMARY KEY("brand_id","job","period_key")
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"province_id" integer,
	"province" text DEFAULT '' NOT NULL,
	"district_id" integer,
	"district" text DEFAULT '' NOT NULL,
	"sub_district_id" integer,
	"sub_district" text DEFAULT '' NOT NULL,
	"postal" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_custom_values" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_custom_values_brand_id_member_id_field_id_pk" PRIMARY KEY("brand_id","member_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_code" text NOT NULL,
	"mobile_no" text,
	"line_user_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthdate" date,
	"gender" text DEFAULT 'unspecified' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"pin_hash" text,
	"pin_failed_count" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"tier_id" integer,
	"tier_reached_at" timestamp with time zone,
	"tier_expires_at" timestamp with time zone,
	"point_balance" integer DEFAULT 0 NOT NULL,
	"is_consent_pdpa" boolean DEFAULT false NOT NULL,
	"is_withdraw_pdpa" boolean DEFAULT false NOT NULL,
	"registration_step" text DEFAULT 'new' NOT NULL,
	"welcome_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nav_key" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"active_icon" text NOT NULL,
	"inactive_icon" text NOT NULL,
	"is_display" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"mobile_no" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ref_code" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"auth_token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"uses_total" integer NOT NULL,
	"uses_remaining" integer NOT NULL,
	"points_spent" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"desc_th" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"main_image_url" text DEFAULT '' NOT NULL,
	"point_need" integer NOT NULL,
	"uses_per_package" integer NOT NULL,
	"valid_days" integer,
	"valid_from" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"total_stock" integer,
	"remaining_stock" integer,
	"per_member_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdpa_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"version" integer NOT NULL,
	"article_alt_reference" text NOT NULL,
	"article_group_key" text NOT NULL,
	"content_th" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"points" integer NOT NULL,
	"spending_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_visit" boolean DEFAULT false NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"privilege_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"points_spent" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer,
	"system_type" smallint DEFAULT 1 NOT NULL,
	"for_tier_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"desc_th" text DEFAULT '' NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"condition_th" text DEFAULT '' NOT NULL,
	"main_image_url" text DEFAULT '' NOT NULL,
	"point_need" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"is_forever" boolean DEFAULT false NOT NULL,
	"total_stock" integer,
	"remaining_stock" integer,
	"per_member_limit" integer,
	"code_validity_minutes" integer DEFAULT 15 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"code" text NOT NULL,
	"points" integer NOT NULL,
	"bill_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_consent_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_consent_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"from_tier_id" integer NOT NULL,
	"next_tier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"criteria_mode" smallint DEFAULT 2 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"spending_criteria" smallint DEFAULT 1 NOT NULL,
	"spending_required" numeric(14, 2),
	"spending_period_day" integer,
	"spending_period_date" date,
	"visit_criteria" smallint DEFAULT 1 NOT NULL,
	"visit_required" integer,
	"visit_period_day" integer,
	"visit_period_date" date,
	"point_criteria" smallint DEFAULT 1 NOT NULL,
	"point_required" integer,
	"point_period_day" integer,
	"point_period_date" date
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"detail_th" text DEFAULT '' NOT NULL,
	"detail_en" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"rank" integer NOT NULL,
	"validity_days" integer
);
--> statement-breakpoint
ALTER TABLE "app_configs" ADD CONSTRAINT "app_configs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_themes" ADD CONSTRAINT "brand_themes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_policy_id_pdpa_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pdpa_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_forms" ADD CONSTRAINT "custom_field_forms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_form_id_custom_field_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."custom_field_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_custom_values" ADD CONSTRAINT "member_custom_values_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_custom_values" ADD CONSTRAINT "member_custom_values_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_custom_values" ADD CONSTRAINT "member_custom_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdpa_policies" ADD CONSTRAINT "pdpa_policies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_categories" ADD CONSTRAINT "privilege_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_privilege_id_privileges_id_fk" FOREIGN KEY ("privilege_id") REFERENCES "public"."privileges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_category_id_privilege_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."privilege_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_codes" ADD CONSTRAINT "scan_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_codes" ADD CONSTRAINT "scan_codes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_codes" ADD CONSTRAINT "scan_codes_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consent_tokens" ADD CONSTRAINT "sms_consent_tokens_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consent_tokens" ADD CONSTRAINT "sms_consent_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consent_tokens" ADD CONSTRAINT "sms_consent_tokens_policy_id_pdpa_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."pdpa_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_criteria" ADD CONSTRAINT "tier_criteria_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_criteria" ADD CONSTRAINT "tier_criteria_from_tier_id_tiers_id_fk" FOREIGN KEY ("from_tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_criteria" ADD CONSTRAINT "tier_criteria_next_tier_id_tiers_id_fk" FOREIGN KEY ("next_tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_kind_idx" ON "campaigns" USING btree ("brand_id","kind");--> statement-breakpoint
CREATE INDEX "consent_records_member_idx" ON "consent_records" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_forms_brand_name_uq" ON "custom_field_forms" USING btree ("brand_id","form_name");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_form_column_uq" ON "custom_fields" USING btree ("brand_id","form_id","column_name");--> statement-breakpoint
CREATE INDEX "images_brand_group_idx" ON "images" USING btree ("brand_id","group_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "images_brand_key_uq" ON "images" USING btree ("brand_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_member_uq" ON "member_addresses" USING btree ("brand_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_code_uq" ON "members" USING btree ("brand_id","member_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_mobile_uq" ON "members" USING btree ("brand_id","mobile_no");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_line_uq" ON "members" USING btree ("brand_id","line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nav_items_brand_key_uq" ON "nav_items" USING btree ("brand_id","nav_key");--> statement-breakpoint
CREATE INDEX "otps_brand_mobile_idx" ON "otps" USING btree ("brand_id","mobile_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_purchases_brand_tx_uq" ON "package_purchases" USING btree ("brand_id","transaction_id");--> statement-breakpoint
CREATE INDEX "package_purchases_member_idx" ON "package_purchases" USING btree ("brand_id","member_id","purchased_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_uses_brand_code_uq" ON "package_uses" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "pdpa_policies_brand_version_uq" ON "pdpa_policies" USING btree ("brand_id","version");--> statement-breakpoint
CREATE INDEX "point_ledger_member_idx" ON "point_ledger" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "point_ledger_lots_idx" ON "point_ledger" USING btree ("brand_id","expires_at") WHERE "point_ledger"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_source_uq" ON "point_ledger" USING btree ("brand_id","entry_type","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_issues_brand_tx_uq" ON "privilege_issues" USING btree ("brand_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_issues_brand_code_uq" ON "privilege_issues" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "privilege_issues_member_idx" ON "privilege_issues" USING btree ("brand_id","member_id","issued_at");--> statement-breakpoint
CREATE INDEX "privileges_brand_idx" ON "privileges" USING btree ("brand_id","is_active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_codes_brand_code_uq" ON "scan_codes" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "sessions_brand_member_idx" ON "sessions" USING btree ("brand_id","member_id");--> statement-breakpoint
CREATE INDEX "sms_messages_brand_created_idx" ON "sms_messages" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "tier_criteria_brand_from_idx" ON "tier_criteria" USING btree ("brand_id","from_tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_brand_code_uq" ON "tiers" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tiers_brand_rank_uq" ON "tiers" USING btree ("brand_id","rank");