-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'user');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('requested', 'active', 'rejected', 'suspended');

-- CreateEnum
CREATE TYPE "OtpPurpose" AS ENUM ('signup', 'password_reset');

-- CreateEnum
CREATE TYPE "CreditRequestStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('grant', 'spend', 'adjustment', 'refund');

-- CreateEnum
CREATE TYPE "StateKind" AS ENUM ('state', 'union_territory');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "contact" VARCHAR(10) NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "status" "UserStatus" NOT NULL DEFAULT 'requested',
    "suspension_reason" TEXT,
    "credits" INTEGER NOT NULL DEFAULT 0,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_ledger_entries" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "reason" TEXT,
    "credit_request_id" INTEGER,
    "ad_id" INTEGER,
    "actor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "otp_codes" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "purpose" "OtpPurpose" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "otp_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_schemes" (
    "id" INTEGER NOT NULL,
    "credit_rate" DECIMAL(12,4) NOT NULL,
    "time_per_credit" DECIMAL(12,4) NOT NULL,
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "credit_schemes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_requests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "CreditRequestStatus" NOT NULL DEFAULT 'pending',
    "credits_added" INTEGER NOT NULL DEFAULT 0,
    "payment_screenshot" TEXT NOT NULL,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "states" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "StateKind" NOT NULL DEFAULT 'state',

    CONSTRAINT "states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "locations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "state_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ads" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "contact" VARCHAR(10),
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "credits_used" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "location_id" INTEGER NOT NULL,
    "taken_down_at" TIMESTAMP(3),
    "takedown_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_images" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_services" (
    "ad_id" INTEGER NOT NULL,
    "service_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ad_services_pkey" PRIMARY KEY ("ad_id","service_id")
);

-- CreateTable
CREATE TABLE "ad_quick_summaries" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ad_quick_summaries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_custom_sections" (
    "id" SERIAL NOT NULL,
    "ad_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ad_custom_sections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_pages" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "keywords" TEXT NOT NULL DEFAULT '',
    "canonical_url" TEXT NOT NULL DEFAULT '',
    "robots" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seo_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blogs" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "meta_keywords" TEXT NOT NULL DEFAULT '',
    "meta_description" TEXT NOT NULL DEFAULT '',
    "meta_title" TEXT NOT NULL DEFAULT '',
    "meta_robots" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blogs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_images" (
    "id" SERIAL NOT NULL,
    "blog_id" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "contact" VARCHAR(10) NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visit_logs" (
    "id" SERIAL NOT NULL,
    "route" TEXT NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_status_id_idx" ON "users"("status", "id");

-- CreateIndex
CREATE INDEX "credit_ledger_entries_user_id_id_idx" ON "credit_ledger_entries"("user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "credit_ledger_entries_credit_request_id_idx" ON "credit_ledger_entries"("credit_request_id");

-- CreateIndex
CREATE INDEX "credit_ledger_entries_ad_id_idx" ON "credit_ledger_entries"("ad_id");

-- CreateIndex
CREATE INDEX "otp_codes_email_purpose_created_at_idx" ON "otp_codes"("email", "purpose", "created_at" DESC);

-- CreateIndex
CREATE INDEX "credit_requests_user_id_id_idx" ON "credit_requests"("user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "credit_requests_id_idx" ON "credit_requests"("id" DESC);

-- CreateIndex
CREATE INDEX "credit_requests_status_id_idx" ON "credit_requests"("status", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "states_name_key" ON "states"("name");

-- CreateIndex
CREATE INDEX "locations_name_idx" ON "locations"("name");

-- CreateIndex
CREATE UNIQUE INDEX "locations_state_id_name_key" ON "locations"("state_id", "name");

-- CreateIndex
CREATE INDEX "ads_location_id_category_id_start_date_id_end_date_idx" ON "ads"("location_id", "category_id", "start_date" DESC, "id" DESC, "end_date");

-- CreateIndex
CREATE INDEX "ads_location_id_start_date_id_end_date_idx" ON "ads"("location_id", "start_date" DESC, "id" DESC, "end_date");

-- CreateIndex
CREATE INDEX "ads_category_id_start_date_id_end_date_idx" ON "ads"("category_id", "start_date" DESC, "id" DESC, "end_date");

-- CreateIndex
CREATE INDEX "ads_start_date_id_end_date_idx" ON "ads"("start_date" DESC, "id" DESC, "end_date");

-- CreateIndex
CREATE INDEX "ads_user_id_id_idx" ON "ads"("user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ad_images_ad_id_position_idx" ON "ad_images"("ad_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "services_name_key" ON "services"("name");

-- CreateIndex
CREATE INDEX "ad_services_service_id_idx" ON "ad_services"("service_id");

-- CreateIndex
CREATE INDEX "ad_quick_summaries_ad_id_position_idx" ON "ad_quick_summaries"("ad_id", "position");

-- CreateIndex
CREATE INDEX "ad_custom_sections_ad_id_position_idx" ON "ad_custom_sections"("ad_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "seo_pages_path_key" ON "seo_pages"("path");

-- CreateIndex
CREATE UNIQUE INDEX "blogs_slug_key" ON "blogs"("slug");

-- CreateIndex
CREATE INDEX "blogs_published_id_idx" ON "blogs"("published", "id" DESC);

-- CreateIndex
CREATE INDEX "blogs_id_idx" ON "blogs"("id" DESC);

-- CreateIndex
CREATE INDEX "blog_images_blog_id_position_idx" ON "blog_images"("blog_id", "position");

-- CreateIndex
CREATE INDEX "contact_messages_id_idx" ON "contact_messages"("id" DESC);

-- CreateIndex
CREATE INDEX "visit_logs_created_at_idx" ON "visit_logs"("created_at");

-- CreateIndex
CREATE INDEX "visit_logs_route_created_at_idx" ON "visit_logs"("route", "created_at");

-- AddForeignKey
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_credit_request_id_fkey" FOREIGN KEY ("credit_request_id") REFERENCES "credit_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_schemes" ADD CONSTRAINT "credit_schemes_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_id_fkey" FOREIGN KEY ("state_id") REFERENCES "states"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_images" ADD CONSTRAINT "ad_images_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_services" ADD CONSTRAINT "ad_services_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_services" ADD CONSTRAINT "ad_services_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_quick_summaries" ADD CONSTRAINT "ad_quick_summaries_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_custom_sections" ADD CONSTRAINT "ad_custom_sections_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_images" ADD CONSTRAINT "blog_images_blog_id_fkey" FOREIGN KEY ("blog_id") REFERENCES "blogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "visit_logs" ADD CONSTRAINT "visit_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Constraints the Prisma schema language cannot express, written by hand (docs/decisions.md).
-- A balance never goes negative, whatever the application does.
ALTER TABLE "users" ADD CONSTRAINT "users_credits_non_negative" CHECK ("credits" >= 0);
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"));
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_balance_non_negative" CHECK ("balance_after" >= 0);
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_credits_added_non_negative" CHECK ("credits_added" >= 0);
ALTER TABLE "credit_schemes" ADD CONSTRAINT "credit_schemes_single_record" CHECK ("id" = 1);
ALTER TABLE "credit_schemes" ADD CONSTRAINT "credit_schemes_values_non_negative" CHECK ("credit_rate" >= 0 AND "time_per_credit" >= 0);
ALTER TABLE "ads" ADD CONSTRAINT "ads_dates_ordered" CHECK ("end_date" >= "start_date");
ALTER TABLE "ads" ADD CONSTRAINT "ads_credits_used_non_negative" CHECK ("credits_used" >= 0);

-- Names that must be unique regardless of letter case.
CREATE UNIQUE INDEX "categories_name_ci_key" ON "categories" (lower("name"));
CREATE UNIQUE INDEX "locations_state_id_name_ci_key" ON "locations" ("state_id", lower("name"));
CREATE UNIQUE INDEX "services_name_ci_key" ON "services" (lower("name"));
