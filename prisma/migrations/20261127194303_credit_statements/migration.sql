-- Statement reconciliation (issue 34, docs/decisions/0114): the bank or UPI app statements an admin
-- uploads, kept by the SHA-256 of their bytes so the same file is one statement, with their credit
-- lines (UTR, paise, the date and narration as text) and which request each line approved.
-- CreateEnum
CREATE TYPE "CreditStatementFormat" AS ENUM ('hdfc', 'sbi', 'phonepe', 'generic');

-- CreateTable
CREATE TABLE "credit_statements" (
    "id" SERIAL NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "file_name" VARCHAR(200) NOT NULL,
    "format" "CreditStatementFormat" NOT NULL,
    "skipped_rows" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_statements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_statement_lines" (
    "id" SERIAL NOT NULL,
    "statement_id" INTEGER NOT NULL,
    "line_number" INTEGER NOT NULL,
    "utr" VARCHAR(12),
    "amount_paise" BIGINT NOT NULL,
    "date" VARCHAR(40) NOT NULL,
    "details" VARCHAR(300) NOT NULL,
    "approved_request_id" INTEGER,
    "approved_at" TIMESTAMP(3),
    "approval_error" VARCHAR(300),

    CONSTRAINT "credit_statement_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_statements_sha256_key" ON "credit_statements"("sha256");

-- CreateIndex
CREATE INDEX "credit_statements_id_idx" ON "credit_statements"("id" DESC);

-- CreateIndex
CREATE INDEX "credit_statement_lines_utr_idx" ON "credit_statement_lines"("utr");

-- CreateIndex
CREATE UNIQUE INDEX "credit_statement_lines_statement_id_line_number_key" ON "credit_statement_lines"("statement_id", "line_number");

-- AddForeignKey
ALTER TABLE "credit_statements" ADD CONSTRAINT "credit_statements_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_statement_lines" ADD CONSTRAINT "credit_statement_lines_statement_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "credit_statements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_statement_lines" ADD CONSTRAINT "credit_statement_lines_approved_request_id_fkey" FOREIGN KEY ("approved_request_id") REFERENCES "credit_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateCheck
ALTER TABLE "credit_statement_lines" ADD CONSTRAINT "credit_statement_lines_values_check" CHECK (
  ("utr" IS NULL OR "utr" ~ '^[0-9]{12}$')
  AND "amount_paise" > 0 AND "line_number" > 0
  AND ("approved_request_id" IS NULL OR "approved_at" IS NOT NULL)
);
ALTER TABLE "credit_statements" ADD CONSTRAINT "credit_statements_values_check" CHECK (
  "sha256" ~ '^[0-9a-f]{64}$' AND "skipped_rows" >= 0
);
