CREATE TABLE "branch_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_earns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"bill_no" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"points" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"operator_id" integer,
	"api_key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by_operator_id" integer,
	"voided_by_api_key_id" integer
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"void_window_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_role_ck";--> statement-breakpoint
ALTER TABLE "package_uses" ADD COLUMN "used_branch_id" integer;--> statement-breakpoint
ALTER TABLE "package_uses" ADD COLUMN "used_by_operator_id" integer;--> statement-breakpoint
ALTER TABLE "package_uses" ADD COLUMN "used_by_api_key_id" integer;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD COLUMN "used_branch_id" integer;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD COLUMN "used_by_operator_id" integer;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD COLUMN "used_by_api_key_id" integer;--> statement-breakpoint
ALTER TABLE "branch_api_keys" ADD CONSTRAINT "branch_api_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_api_keys" ADD CONSTRAINT "branch_api_keys_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_api_keys" ADD CONSTRAINT "branch_api_keys_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_api_key_id_branch_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."branch_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_voided_by_operator_id_operators_id_fk" FOREIGN KEY ("voided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_earns" ADD CONSTRAINT "store_earns_voided_by_api_key_id_branch_api_keys_id_fk" FOREIGN KEY ("voided_by_api_key_id") REFERENCES "public"."branch_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_api_keys_hash_uq" ON "branch_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "branch_api_keys_brand_idx" ON "branch_api_keys" USING btree ("brand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_earns_brand_tx_uq" ON "store_earns" USING btree ("brand_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_earns_bill_uq" ON "store_earns" USING btree ("brand_id","branch_id","bill_no");--> statement-breakpoint
CREATE INDEX "store_earns_operator_idx" ON "store_earns" USING btree ("brand_id","operator_id","created_at");--> statement-breakpoint
CREATE INDEX "store_earns_member_idx" ON "store_earns" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_used_branch_id_branches_id_fk" FOREIGN KEY ("used_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_used_by_operator_id_operators_id_fk" FOREIGN KEY ("used_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_uses" ADD CONSTRAINT "package_uses_used_by_api_key_id_branch_api_keys_id_fk" FOREIGN KEY ("used_by_api_key_id") REFERENCES "public"."branch_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_used_branch_id_branches_id_fk" FOREIGN KEY ("used_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_used_by_operator_id_operators_id_fk" FOREIGN KEY ("used_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD CONSTRAINT "privilege_issues_used_by_api_key_id_branch_api_keys_id_fk" FOREIGN KEY ("used_by_api_key_id") REFERENCES "public"."branch_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_role_ck" CHECK ("audit_log"."role" in ('owner', 'admin', 'manager', 'cashier', 'system', 'api_key'));