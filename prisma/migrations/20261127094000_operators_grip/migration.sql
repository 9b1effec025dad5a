-- CreateEnum
CREATE TYPE "AccountKind" AS ENUM ('independent', 'agency');

-- CreateEnum
CREATE TYPE "VerificationStatus" AS ENUM ('pending', 'approved', 'refused');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'moderator';

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "adult_declared_at" TIMESTAMP(3),
ADD COLUMN     "age" INTEGER,
ADD COLUMN     "held_at" TIMESTAMP(3),
ADD COLUMN     "hold_reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "owner_verified" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "hold_new_advertisers" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "screening_terms" TEXT,
ADD COLUMN     "watermark_photos" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "account_kind" "AccountKind" NOT NULL DEFAULT 'independent',
ADD COLUMN     "date_of_birth" DATE,
ADD COLUMN     "verified_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "blocklist_entries" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocklist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_requests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "document_key" TEXT,
    "photo_key" TEXT,
    "status" "VerificationStatus" NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "files_deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "blocklist_entries_id_idx" ON "blocklist_entries"("id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "blocklist_entries_kind_value_key" ON "blocklist_entries"("kind", "value");

-- CreateIndex
CREATE INDEX "verification_requests_status_id_idx" ON "verification_requests"("status", "id");

-- CreateIndex
CREATE INDEX "verification_requests_user_id_id_idx" ON "verification_requests"("user_id", "id" DESC);

-- AddForeignKey
ALTER TABLE "blocklist_entries" ADD CONSTRAINT "blocklist_entries_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The operator's grip (issue 31), by hand: what Prisma cannot express.
ALTER TABLE "ads" ADD CONSTRAINT "ads_age_adult" CHECK ("age" IS NULL OR "age" BETWEEN 18 AND 99);
ALTER TABLE "blocklist_entries" ADD CONSTRAINT "blocklist_entries_kind" CHECK ("kind" IN ('phone', 'email', 'domain'));

-- The owner's verified mark on the ad, kept as owner_active is (migration 20261126040000_ad_owner_active):
-- set from the owner when an ad is written, rewritten on every ad of an account whose mark changes.
-- The cards and the "verified" filter read it without joining users.
CREATE FUNCTION "ads_owner_verified_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_verified := coalesce((SELECT u.verified_at IS NOT NULL FROM users u WHERE u.id = NEW.user_id), false);
  RETURN NEW;
END
$$;

CREATE TRIGGER "ads_owner_verified_fill" BEFORE INSERT OR UPDATE OF "user_id", "owner_verified" ON "ads" FOR EACH ROW EXECUTE FUNCTION "ads_owner_verified_fill"();

CREATE FUNCTION "users_ads_owner_verified_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads SET owner_verified = (NEW.verified_at IS NOT NULL) WHERE user_id = NEW.id AND owner_verified IS DISTINCT FROM (NEW.verified_at IS NOT NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_ads_owner_verified_refill" AFTER UPDATE OF "verified_at" ON "users" FOR EACH ROW WHEN ((OLD.verified_at IS NULL) IS DISTINCT FROM (NEW.verified_at IS NULL)) EXECUTE FUNCTION "users_ads_owner_verified_refill"();
