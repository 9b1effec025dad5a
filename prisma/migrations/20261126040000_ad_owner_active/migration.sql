-- The owner's status on the ad (issue 17). An ad is public only while its owner's account is
-- active: the listing checked that per ad against users, once for each of the up to 1,001 entries
-- its bounded count reads, which made the count the larger part of a listing request's database
-- time. Each ad now carries "owner_active", kept by triggers: set from the owner when an ad is
-- written (its owner's row locked FOR NO KEY UPDATE, as a change of its status or balance locks
-- it: a change of the owner's status being committed is waited for, and waits for this ad. Not
-- FOR SHARE, which two ads of one owner would both hold and then deadlock on spending its
-- credits), and rewritten on every ad of an account whose status changes. The
-- code never writes the column (a write is replaced by the owner's status). The listing's indexes
-- (and the search's, and the home search's running-ads index) hold only the ads of active owners,
-- so the count and a page read an index alone, without the owner. Existing ads are filled in below
-- (a rewrite of every ad: deploy at a quiet hour on a large catalogue).
-- docs/decisions.md, "The owner's status on the ad".

-- no account's status changes while the column is filled in (the triggers are not in force for
-- other sessions before this migration commits)
LOCK TABLE "users" IN SHARE MODE;

-- DropIndex
DROP INDEX "ads_city_running_idx";

-- DropIndex
DROP INDEX "ads_listing_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_idx";

-- DropIndex
DROP INDEX "ads_listing_idx";

-- DropIndex
DROP INDEX "ads_search_idx";

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "owner_active" BOOLEAN NOT NULL DEFAULT false;

CREATE FUNCTION "ads_owner_active_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "active" BOOLEAN;
BEGIN
  SELECT u.status = 'active' INTO "active" FROM users u WHERE u.id = NEW.user_id FOR NO KEY UPDATE;
  NEW.owner_active := coalesce("active", false);
  RETURN NEW;
END
$$;

CREATE TRIGGER "ads_owner_active_fill" BEFORE INSERT OR UPDATE OF "user_id", "owner_active" ON "ads" FOR EACH ROW EXECUTE FUNCTION "ads_owner_active_fill"();

CREATE FUNCTION "users_ads_owner_active_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads SET owner_active = (NEW.status = 'active') WHERE user_id = NEW.id AND owner_active IS DISTINCT FROM (NEW.status = 'active');
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_ads_owner_active_refill" AFTER UPDATE OF "status" ON "users" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "users_ads_owner_active_refill"();

-- the existing ads
UPDATE "ads" a SET "owner_active" = true FROM "users" u WHERE u.id = a.user_id AND u.status = 'active';

-- CreateIndex
CREATE INDEX "ads_listing_city_category_idx" ON "ads"("location_id", "category_id", "start_date" DESC, "id" DESC, "end_date") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_city_idx" ON "ads"("location_id", "start_date" DESC, "id" DESC, "end_date") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_category_idx" ON "ads"("category_id", "start_date" DESC, "id" DESC, "end_date") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_idx" ON "ads"("start_date" DESC, "id" DESC, "end_date") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_search_idx" ON "ads" USING GIN ("search_vector") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_city_running_idx" ON "ads"("location_id", "end_date", "start_date") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);
