-- The operator's details for receipts (issue 34, docs/decisions/0115-receipts.md): the legal name,
-- postal address and GST state code a receipt is issued under, the GSTIN (NULL while the operator is
-- not registered for GST: receipts then carry no tax lines) and the GST rate prices include. A GSTIN
-- needs the name, address and state a tax invoice must show, and its first two digits are that state.
-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "gst_rate_percent" INTEGER NOT NULL DEFAULT 18,
ADD COLUMN     "gstin" VARCHAR(15),
ADD COLUMN     "operator_address" TEXT,
ADD COLUMN     "operator_legal_name" TEXT,
ADD COLUMN     "operator_state_code" VARCHAR(2);

-- CreateCheck
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_gst_rate_check" CHECK ("gst_rate_percent" BETWEEN 1 AND 40);
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_operator_state_check" CHECK ("operator_state_code" IS NULL OR "operator_state_code" ~ '^[0-9]{2}$');
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_gstin_check" CHECK (
  "gstin" IS NULL OR (
    "gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
    AND "operator_state_code" = left("gstin", 2)
    AND "operator_legal_name" IS NOT NULL
    AND "operator_address" IS NOT NULL
  )
);
