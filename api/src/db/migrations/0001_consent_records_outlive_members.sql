ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;