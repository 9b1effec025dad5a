-- Paid visibility and payments (issue 34): the placements an admin prices in credits (featured in a
-- city, bump, home spotlight) and their purchases, the UPI transaction reference (UTR) on credit
-- requests with the screenshot now optional, packages and coupons.
-- CreateEnum
CREATE TYPE "PlacementKind" AS ENUM ('featured', 'bump', 'spotlight');

-- CreateEnum
CREATE TYPE "CouponKind" AS ENUM ('percent', 'fixed');

-- AlterTable
ALTER TABLE "credit_ledger_entries" ADD COLUMN     "placement_purchase_id" INTEGER;

-- AlterTable
ALTER TABLE "credit_requests" ADD COLUMN     "amount_change_reason" TEXT,
ADD COLUMN     "approved_amount" INTEGER,
ADD COLUMN     "bonus_credits" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "coupon_id" INTEGER,
ADD COLUMN     "package_id" INTEGER,
ADD COLUMN     "utr" VARCHAR(12),
ALTER COLUMN "payment_screenshot" DROP NOT NULL;

-- CreateTable
CREATE TABLE "placement_schemes" (
    "id" INTEGER NOT NULL,
    "featured_credits_per_day" INTEGER,
    "bump_credits" INTEGER,
    "spotlight_credits_per_day" INTEGER,
    "featured_block_size" INTEGER NOT NULL DEFAULT 3,
    "spotlight_slots" INTEGER NOT NULL DEFAULT 4,
    "bump_interval_minutes" INTEGER NOT NULL DEFAULT 240,
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "placement_schemes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "placement_purchases" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" "PlacementKind" NOT NULL,
    "credits" INTEGER NOT NULL,
    "first_day" DATE,
    "last_day" DATE,
    "bump_minute" INTEGER,
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "placement_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "featured_days" (
    "ad_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "location_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,

    CONSTRAINT "featured_days_pkey" PRIMARY KEY ("ad_id","day")
);

-- CreateTable
CREATE TABLE "spotlight_slots" (
    "day" DATE NOT NULL,
    "slot" INTEGER NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,

    CONSTRAINT "spotlight_slots_pkey" PRIMARY KEY ("day","slot")
);

-- CreateTable
CREATE TABLE "ad_bumps" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "run_at" TIMESTAMP(3) NOT NULL,
    "done_at" TIMESTAMP(3),
    "skipped_at" TIMESTAMP(3),

    CONSTRAINT "ad_bumps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_packages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "price_rupees" INTEGER NOT NULL,
    "credits" INTEGER NOT NULL,
    "bonus_credits" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "credit_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupons" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "kind" "CouponKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "max_uses" INTEGER,
    "used_count" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupon_uses" (
    "id" SERIAL NOT NULL,
    "coupon_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "credit_request_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coupon_uses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "placement_purchases_ad_id_id_idx" ON "placement_purchases"("ad_id", "id" DESC);

-- CreateIndex
CREATE INDEX "placement_purchases_user_id_id_idx" ON "placement_purchases"("user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "featured_days_location_id_day_category_id_idx" ON "featured_days"("location_id", "day", "category_id");

-- CreateIndex
CREATE UNIQUE INDEX "spotlight_slots_ad_id_day_key" ON "spotlight_slots"("ad_id", "day");

-- CreateIndex
CREATE INDEX "ad_bumps_due_idx" ON "ad_bumps"("run_at") WHERE (done_at IS NULL AND skipped_at IS NULL);

-- CreateIndex
CREATE INDEX "ad_bumps_ad_id_run_at_idx" ON "ad_bumps"("ad_id", "run_at");

-- CreateIndex
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons"("code");

-- CreateIndex
CREATE UNIQUE INDEX "coupon_uses_credit_request_id_key" ON "coupon_uses"("credit_request_id");

-- CreateIndex
CREATE UNIQUE INDEX "coupon_uses_coupon_id_user_id_key" ON "coupon_uses"("coupon_id", "user_id");

-- CreateIndex
CREATE INDEX "credit_ledger_entries_placement_purchase_id_idx" ON "credit_ledger_entries"("placement_purchase_id");

-- CreateIndex
CREATE UNIQUE INDEX "credit_requests_utr_key" ON "credit_requests"("utr");

-- AddForeignKey
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_placement_purchase_id_fkey" FOREIGN KEY ("placement_purchase_id") REFERENCES "placement_purchases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "credit_packages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "placement_schemes" ADD CONSTRAINT "placement_schemes_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "placement_purchases" ADD CONSTRAINT "placement_purchases_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "placement_purchases" ADD CONSTRAINT "placement_purchases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "featured_days" ADD CONSTRAINT "featured_days_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "featured_days" ADD CONSTRAINT "featured_days_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "placement_purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spotlight_slots" ADD CONSTRAINT "spotlight_slots_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spotlight_slots" ADD CONSTRAINT "spotlight_slots_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "placement_purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "placement_purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_credit_request_id_fkey" FOREIGN KEY ("credit_request_id") REFERENCES "credit_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateCheck
ALTER TABLE "placement_schemes" ADD CONSTRAINT "placement_schemes_single_record" CHECK ("id" = 1);
ALTER TABLE "placement_schemes" ADD CONSTRAINT "placement_schemes_values_check" CHECK (
  ("featured_credits_per_day" IS NULL OR "featured_credits_per_day" > 0)
  AND ("bump_credits" IS NULL OR "bump_credits" > 0)
  AND ("spotlight_credits_per_day" IS NULL OR "spotlight_credits_per_day" > 0)
  AND "featured_block_size" BETWEEN 1 AND 20
  AND "spotlight_slots" BETWEEN 1 AND 20
  AND "bump_interval_minutes" BETWEEN 15 AND 10080
);
ALTER TABLE "placement_purchases" ADD CONSTRAINT "placement_purchases_credits_check" CHECK ("credits" >= 0);
ALTER TABLE "placement_purchases" ADD CONSTRAINT "placement_purchases_bump_minute_check" CHECK ("bump_minute" IS NULL OR "bump_minute" BETWEEN 0 AND 1439);
ALTER TABLE "spotlight_slots" ADD CONSTRAINT "spotlight_slots_slot_check" CHECK ("slot" >= 1);
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_utr_check" CHECK ("utr" IS NULL OR "utr" ~ '^[0-9]{12}$');
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_bonus_check" CHECK ("bonus_credits" >= 0);
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_approved_amount_check" CHECK ("approved_amount" IS NULL OR "approved_amount" > 0);
ALTER TABLE "credit_packages" ADD CONSTRAINT "credit_packages_values_check" CHECK ("price_rupees" > 0 AND "credits" > 0 AND "bonus_credits" >= 0);
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_values_check" CHECK (
  "value" > 0 AND ("kind" <> 'percent' OR "value" <= 100)
  AND ("max_uses" IS NULL OR "max_uses" > 0) AND "used_count" >= 0
  AND ("max_uses" IS NULL OR "used_count" <= "max_uses")
  AND "code" = upper("code")
);
