-- CreateEnum
CREATE TYPE "GrievanceCategory" AS ENUM ('underage', 'non_consensual_image', 'explicit_content', 'impersonation', 'privacy', 'scam', 'other');

-- CreateEnum
CREATE TYPE "GrievanceStatus" AS ENUM ('received', 'acknowledged', 'resolved');

-- CreateTable
CREATE TABLE "grievances" (
    "id" SERIAL NOT NULL,
    "tracking_number" TEXT NOT NULL,
    "category" "GrievanceCategory" NOT NULL,
    "ad_link" TEXT NOT NULL DEFAULT '',
    "details" TEXT NOT NULL,
    "contact" TEXT NOT NULL,
    "status" "GrievanceStatus" NOT NULL DEFAULT 'received',
    "visitor_key" TEXT NOT NULL,
    "acknowledged_at" TIMESTAMP(3),
    "resolved_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "grievances_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "grievances_tracking_number_key" ON "grievances"("tracking_number");

-- CreateIndex
CREATE INDEX "grievances_id_idx" ON "grievances"("id" DESC);

-- CreateIndex
CREATE INDEX "grievances_status_id_idx" ON "grievances"("status", "id" DESC);

-- CreateIndex
CREATE INDEX "grievances_visitor_key_created_at_idx" ON "grievances"("visitor_key", "created_at");
