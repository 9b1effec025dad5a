-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('underage', 'no_consent', 'explicit', 'sex_for_money', 'scam', 'spam', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('open', 'dismissed', 'actioned');

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "hidden_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ad_reports" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "contact" TEXT NOT NULL DEFAULT '',
    "visitor_key" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ad_reports_reference_key" ON "ad_reports"("reference");

-- CreateIndex
CREATE INDEX "ad_reports_status_ad_id_idx" ON "ad_reports"("status", "ad_id");

-- CreateIndex
CREATE INDEX "ad_reports_visitor_key_created_at_idx" ON "ad_reports"("visitor_key", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ad_reports_ad_id_visitor_key_key" ON "ad_reports"("ad_id", "visitor_key");

-- AddForeignKey
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
