CREATE TABLE "brand_line_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"login_channel_id" text,
	"login_channel_secret_enc" text,
	"liff_id" text,
	"messaging_channel_id" text,
	"messaging_access_token_enc" text,
	"expiry_notice_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"to_user_id" text NOT NULL,
	"messages" jsonb NOT NULL,
	"retry_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_message_opt_outs" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_message_opt_outs_brand_id_member_id_kind_pk" PRIMARY KEY("brand_id","member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"segment" jsonb NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"member_count" integer NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"created_by_operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_member_action" boolean DEFAULT false NOT NULL,
	"broadcast_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_brand_id_kind_pk" PRIMARY KEY("brand_id","kind")
);
--> statement-breakpoint
ALTER TABLE "brand_line_settings" ADD CONSTRAINT "brand_line_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_messages" ADD CONSTRAINT "line_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_opt_outs" ADD CONSTRAINT "member_message_opt_outs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_opt_outs" ADD CONSTRAINT "member_message_opt_outs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_messages_brand_created_idx" ON "line_messages" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_messages_brand_retry_uq" ON "line_messages" USING btree ("brand_id","retry_key");--> statement-breakpoint
CREATE INDEX "message_broadcasts_brand_created_idx" ON "message_broadcasts" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_brand_dedupe_uq" ON "message_outbox" USING btree ("brand_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "message_outbox_brand_due_idx" ON "message_outbox" USING btree ("brand_id","next_attempt_at") WHERE "message_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "message_outbox_brand_member_idx" ON "message_outbox" USING btree ("brand_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_brand_status_idx" ON "message_outbox" USING btree ("brand_id","status","created_at");