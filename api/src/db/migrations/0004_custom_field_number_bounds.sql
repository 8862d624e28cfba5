ALTER TABLE "custom_fields" ADD COLUMN "min_value" numeric;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD COLUMN "max_value" numeric;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD COLUMN "integer_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_bounds_ck" CHECK ("custom_fields"."min_value" <= "custom_fields"."max_value");