CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	CONSTRAINT "audit_log_role_ck" CHECK ("audit_log"."role" in ('owner', 'admin', 'manager', 'cashier', 'system'))
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"branch_ref" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_credentials" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"password" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_branches" (
	"brand_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "operator_branches_operator_id_branch_id_pk" PRIMARY KEY("operator_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"login" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_login_lower_ck" CHECK ("operators"."login" = lower("operators"."login")),
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('owner', 'admin', 'manager', 'cashier'))
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission"),
	CONSTRAINT "role_permissions_role_ck" CHECK ("role_permissions"."role" in ('owner', 'admin', 'manager', 'cashier'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_credentials" ADD CONSTRAINT "demo_credentials_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_credentials" ADD CONSTRAINT "demo_credentials_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_branches" ADD CONSTRAINT "operator_branches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_branches" ADD CONSTRAINT "operator_branches_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_branches" ADD CONSTRAINT "operator_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_brand_idx" ON "audit_log" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("brand_id","operator_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("brand_id","target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("brand_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_brand_ref_uq" ON "branches" USING btree ("brand_id","branch_ref");--> statement-breakpoint
CREATE INDEX "operator_branches_branch_idx" ON "operator_branches" USING btree ("brand_id","branch_id");--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_idx" ON "operator_recovery_codes" USING btree ("brand_id","operator_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("brand_id","operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login_uq" ON "operators" USING btree ("login");--> statement-breakpoint
CREATE INDEX "operators_brand_idx" ON "operators" USING btree ("brand_id","id");--> statement-breakpoint
-- The audit log is evidence of who changed what: the database itself refuses to change or remove
-- an entry, whatever code or console connects.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- What each role may do. Owners hold every permission; only they see and end other operators'
-- sessions and export members. Managers and cashiers work at their branches.
INSERT INTO role_permissions (role, permission) VALUES
  ('owner', 'settings.read'), ('owner', 'brand.look.edit'), ('owner', 'catalogue.edit'),
  ('owner', 'tiers.edit'), ('owner', 'earning.edit'), ('owner', 'privacy.edit'),
  ('owner', 'forms.edit'), ('owner', 'team.manage'), ('owner', 'branches.read'),
  ('owner', 'audit.read'), ('owner', 'sessions.revoke'), ('owner', 'account.totp'),
  ('owner', 'members.lookup'), ('owner', 'members.read'), ('owner', 'members.edit'),
  ('owner', 'members.points.adjust'), ('owner', 'members.export'), ('owner', 'reports.read'),
  ('owner', 'store.earn'), ('owner', 'store.redeem'), ('owner', 'store.keys.manage'),
  ('admin', 'settings.read'), ('admin', 'brand.look.edit'), ('admin', 'catalogue.edit'),
  ('admin', 'tiers.edit'), ('admin', 'earning.edit'), ('admin', 'privacy.edit'),
  ('admin', 'forms.edit'), ('admin', 'team.manage'), ('admin', 'branches.read'),
  ('admin', 'audit.read'), ('admin', 'account.totp'),
  ('admin', 'members.lookup'), ('admin', 'members.read'), ('admin', 'members.edit'),
  ('admin', 'members.points.adjust'), ('admin', 'reports.read'),
  ('admin', 'store.earn'), ('admin', 'store.redeem'), ('admin', 'store.keys.manage'),
  ('manager', 'settings.read'), ('manager', 'branches.read'),
  ('manager', 'members.lookup'), ('manager', 'members.read'), ('manager', 'reports.read'),
  ('manager', 'store.earn'), ('manager', 'store.redeem'),
  ('cashier', 'members.lookup'), ('cashier', 'store.earn'), ('cashier', 'store.redeem');
