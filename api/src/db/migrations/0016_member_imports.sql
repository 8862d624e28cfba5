CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"operator_id" integer,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"content" text,
	"status" text DEFAULT 'checked' NOT NULL,
	"total_rows" integer NOT NULL,
	"ready_rows" integer NOT NULL,
	"existing_rows" integer NOT NULL,
	"problem_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_members" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"opening_points" bigint DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_imports_brand_idx" ON "member_imports" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "member_imports_running_idx" ON "member_imports" USING btree ("status","heartbeat_at") WHERE "member_imports"."status" = 'importing';--> statement-breakpoint
-- Bringing members over from an old system is for those who run the whole programme.
INSERT INTO role_permissions (role, permission) VALUES ('owner', 'members.import'), ('admin', 'members.import');
