-- The listing's order by the last bump or start (issue 34, docs/decisions/0110-listing-order-by-bump.md).
-- The public listing was ordered by (start_date, id) newest first. A bump moves an ad to the top of
-- its city's listing, so the order becomes a moment: "listed_at", the start of the ad's first day in
-- India (00:00 IST, stored in UTC as every timestamp here), or its creation when it was made on that
-- day (an ad posted this afternoon is above the ads bumped this morning), or its last bump.
-- Triggers set it when an ad is made and when its start date changes (a renewal of an ended ad, a
-- stop), from the ad's creation or the change's moment, so the code and every script that writes ads
-- (seeds, benches, tests) need not know the rule. A bump writes it (server/modules/placements/bumps.ts).
-- Milliseconds, as Prisma reads a timestamp, so the listing's cursor (which carries it) is exact.
-- India has no daylight saving: its dates are UTC + 5 h 30 min, so no time zone database is needed.
-- The listing's four partial indexes are rebuilt on (listed_at, id) with the start date added beside
-- the end date (the public rule reads both from the index), and the cursor's unique key moves with
-- them. Existing ads are filled in below (a rewrite of every ad: deploy at a quiet hour on a large catalogue).

-- DropIndex
DROP INDEX "ads_listing_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_idx";

-- DropIndex
DROP INDEX "ads_listing_idx";

-- DropIndex
DROP INDEX "ads_start_date_id_key";

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "listed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- the place of an ad made or restarted at "moment" (UTC): its creation on its first day, else that day's start
CREATE FUNCTION "ads_listed_at_of"("start_date" DATE, "moment" TIMESTAMP(3)) RETURNS TIMESTAMP(3) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN ("moment" + interval '5 hours 30 minutes')::date = "start_date" THEN "moment"
    ELSE "start_date" - interval '5 hours 30 minutes'
  END
$$;

-- existing ads: their creation or first day, or a bump already done
UPDATE "ads" a SET "listed_at" = GREATEST(
  "ads_listed_at_of"(a."start_date", a."created_at"),
  (SELECT max(b."done_at") FROM "ad_bumps" b WHERE b."ad_id" = a."id")
);

CREATE FUNCTION "ads_listed_at_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.listed_at := "ads_listed_at_of"(NEW.start_date, NEW.created_at);
  ELSE
    NEW.listed_at := "ads_listed_at_of"(NEW.start_date, (now() AT TIME ZONE 'UTC')::timestamp(3));
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "ads_listed_at_on_insert" BEFORE INSERT ON "ads" FOR EACH ROW EXECUTE FUNCTION "ads_listed_at_fill"();

CREATE TRIGGER "ads_listed_at_on_new_start" BEFORE UPDATE OF "start_date" ON "ads" FOR EACH ROW WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date) EXECUTE FUNCTION "ads_listed_at_fill"();

-- CreateIndex
CREATE INDEX "ads_listing_city_category_idx" ON "ads"("location_id", "category_id", "listed_at" DESC, "id" DESC, "end_date", "start_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_city_idx" ON "ads"("location_id", "listed_at" DESC, "id" DESC, "end_date", "start_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_category_idx" ON "ads"("category_id", "listed_at" DESC, "id" DESC, "end_date", "start_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_idx" ON "ads"("listed_at" DESC, "id" DESC, "end_date", "start_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE UNIQUE INDEX "ads_listed_at_id_key" ON "ads"("listed_at", "id");
