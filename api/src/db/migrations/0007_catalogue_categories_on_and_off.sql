-- A category can be turned off: members no longer see its tab, its privileges stay. What members
-- took of one privilege or package is counted when the team sets its stock.
ALTER TABLE "privilege_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "package_purchases_package_idx" ON "package_purchases" USING btree ("brand_id","package_id");--> statement-breakpoint
CREATE INDEX "privilege_issues_privilege_idx" ON "privilege_issues" USING btree ("brand_id","privilege_id");