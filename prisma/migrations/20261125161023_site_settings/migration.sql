-- Site settings (issue 18): one record, id 1. NULL columns take the configured value (server/config.ts).
-- The UPI details of payment_settings (issue 8) move here, so they have one home.

-- CreateTable
CREATE TABLE "site_settings" (
    "id" INTEGER NOT NULL,
    "site_name" TEXT,
    "contact_email" TEXT,
    "contact_phone" TEXT,
    "support_hours" TEXT,
    "grievance_officer_name" TEXT,
    "grievance_officer_email" TEXT,
    "grievance_officer_phone" TEXT,
    "notification_emails" TEXT,
    "upi_id" TEXT,
    "upi_payee_name" TEXT,
    "upi_updated_at" TIMESTAMP(3),
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One record, as the credit scheme
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_single_record" CHECK ("id" = 1);

-- The saved UPI details, who saved them and when
INSERT INTO "site_settings" ("id", "upi_id", "upi_payee_name", "upi_updated_at", "updated_by_id", "updated_at")
SELECT 1, "upi_id", "payee_name", "updated_at", "updated_by_id", "updated_at" FROM "payment_settings" WHERE "id" = 1;

-- DropForeignKey
ALTER TABLE "payment_settings" DROP CONSTRAINT "payment_settings_updated_by_id_fkey";

-- DropTable
DROP TABLE "payment_settings";
