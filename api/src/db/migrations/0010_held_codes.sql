CREATE TABLE "point_lot_takes" (
	"brand_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "point_lot_takes_entry_id_lot_id_pk" PRIMARY KEY("entry_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "package_uses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privilege_issues" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "point_lot_takes" ADD CONSTRAINT "point_lot_takes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lot_takes" ADD CONSTRAINT "point_lot_takes_entry_id_point_ledger_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."point_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_lot_takes" ADD CONSTRAINT "point_lot_takes_lot_id_point_ledger_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."point_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_uses_held_idx" ON "package_uses" USING btree ("brand_id","expires_at") WHERE "package_uses"."used_at" is null and "package_uses"."released_at" is null;--> statement-breakpoint
CREATE INDEX "privilege_issues_held_idx" ON "privilege_issues" USING btree ("brand_id","expires_at") WHERE "privilege_issues"."used_at" is null and "privilege_issues"."released_at" is null;--> statement-breakpoint
-- Codes that expired before points were held for them had their points spent for good: they are closed, not given back.
UPDATE "privilege_issues" SET "released_at" = "expires_at" WHERE "used_at" IS NULL AND "expires_at" <= now();--> statement-breakpoint
UPDATE "package_uses" SET "released_at" = "expires_at" WHERE "used_at" IS NULL AND "expires_at" <= now();
