-- The ages of ads made before the age was asked (issue 31), from their quick summaries: a summary
-- named as an age (Age, Umar, Umr, Umra, Aayu, उम्र, आयु, "My age", any case) gives the first
-- number of its value ("25", "25 yrs", "२५ साल", "２５"), and any summary may state one in its text
-- ("Age 17", "16 year old", "16 saal ki"). An ad gets the age of its first summary named as an
-- age when it is 18 to 99 and every age its summaries state is that one. Ads whose summaries state
-- under 18, disagree, or state no age the forms above can read keep a NULL age: the desk lists
-- them (age IS NULL), and an edit asks the advertiser for it.
-- The listing's indexes are dropped first and made again with the age and the verified mark after
-- it, so the update does not keep them meanwhile.

-- DropIndex
DROP INDEX "ads_listing_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_category_idx";

-- DropIndex
DROP INDEX "ads_listing_city_idx";

-- DropIndex
DROP INDEX "ads_listing_idx";

-- Ages from the quick summaries (Devanagari and full-width digits read as 0-9)
WITH "summaries" AS (
  SELECT q."ad_id", q."position", q."id",
         translate(lower(q."name"), '०१२३४५६७८९０１２３４５６７８９', '01234567890123456789') AS "name",
         translate(lower(q."value"), '०१२३४५६७८९０１２３４５６７８９', '01234567890123456789') AS "value"
  FROM "ad_quick_summaries" q
  JOIN "ads" a ON a."id" = q."ad_id"
  WHERE a."age" IS NULL
), "named" AS (
  SELECT *, ("name" ~ '\m(age|aged|umar|umr|umra|umer|umur|aayu|ayu)\M' OR "name" ~ '(उम्र|उमर|आयु)') AS "names_age"
  FROM "summaries"
), "stated" AS (
  SELECT "ad_id", "position", "id", "names_age",
         (CASE
            WHEN "names_age" THEN (regexp_match("value", '(?<![0-9])([0-9]{1,3})(?![0-9])'))[1]
            ELSE coalesce(
              (regexp_match("name" || ': ' || "value", '\m(age|aged|umar|umr|umra|umer|umur|aayu|ayu)\M[^0-9a-z]*([0-9]{1,3})(?![0-9])'))[2],
              (regexp_match("name" || ': ' || "value", '(उम्र|उमर|आयु)[^0-9]*?([0-9]{1,3})(?![0-9])'))[2],
              (regexp_match("value", '(?<![0-9])([0-9]{1,3})[ .-]*(years|year|yrs|yr)[ .-]*old\M'))[1],
              (regexp_match("value", '(?<![0-9])([0-9]{1,3})[ .-]*(yo|y/o)\M'))[1],
              (regexp_match("value", '(?<![0-9])([0-9]{1,3})[ .-]*(saal|sal|साल)[ .-]*(ki\M|की)'))[1]
            )
          END)::int AS "age"
  FROM "named"
), "found" AS (
  SELECT "ad_id",
         (array_agg("age" ORDER BY "position", "id") FILTER (WHERE "names_age" AND "age" IS NOT NULL))[1] AS "age",
         array_agg("age") FILTER (WHERE "age" IS NOT NULL) AS "ages"
  FROM "stated"
  GROUP BY "ad_id"
)
UPDATE "ads" SET "age" = "found"."age"
FROM "found"
WHERE "ads"."id" = "found"."ad_id" AND "found"."age" BETWEEN 18 AND 99 AND "found"."age" = ALL ("found"."ages");

-- CreateIndex
CREATE INDEX "ads_listing_city_category_idx" ON "ads"("location_id", "category_id", "start_date" DESC, "id" DESC, "end_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_city_idx" ON "ads"("location_id", "start_date" DESC, "id" DESC, "end_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_category_idx" ON "ads"("category_id", "start_date" DESC, "id" DESC, "end_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);

-- CreateIndex
CREATE INDEX "ads_listing_idx" ON "ads"("start_date" DESC, "id" DESC, "end_date", "age", "owner_verified") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);
