-- Reporters and complainants are counted by network (issue 14). Rows written before this
-- migration know only the visitor: each counts as its own network (copy of visitor_key).

-- AlterTable
ALTER TABLE "ad_reports" ADD COLUMN     "network_key" TEXT;
UPDATE "ad_reports" SET "network_key" = "visitor_key";
ALTER TABLE "ad_reports" ALTER COLUMN "network_key" SET NOT NULL;

-- AlterTable
ALTER TABLE "grievances" ADD COLUMN     "network_key" TEXT;
UPDATE "grievances" SET "network_key" = "visitor_key";
ALTER TABLE "grievances" ALTER COLUMN "network_key" SET NOT NULL;

-- CreateIndex
CREATE INDEX "ad_reports_ad_id_network_key_idx" ON "ad_reports"("ad_id", "network_key");
