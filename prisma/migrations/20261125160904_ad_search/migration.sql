-- The visitors' keyword search (issue 18). Each ad keeps its search document in "search_vector":
-- its name (weight A), its services (weight B, in their order) and its description (weight C),
-- parsed with the 'simple' configuration (no stemming, no stop words: names are mostly Indian
-- names, see docs/decisions.md "Search (issue 18)"). A generated column cannot read the services,
-- which live in ad_services, so triggers keep it: on ads when the name or description is written,
-- and on ad_services after rows are added, changed or removed (once per statement, not per row).
-- The code never writes the column. A GIN index over the ads that can be public (as the
-- listing's indexes) finds the matches. Existing ads are filled in below (a rewrite of every ad:
-- deploy at a quiet hour on a large catalogue).

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "search_vector" tsvector;

CREATE FUNCTION "ad_search_vector"("name" TEXT, "services" TEXT, "description" TEXT) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce("services", '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'C')
$$;

CREATE FUNCTION "ad_services_text"("ad_id" INTEGER) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT string_agg(s.name, ' ' ORDER BY x.position, s.id) FROM ad_services x JOIN services s ON s.id = x.service_id WHERE x.ad_id = "ad_services_text"."ad_id"
$$;

CREATE FUNCTION "ads_search_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := ad_search_vector(NEW.name, ad_services_text(NEW.id), NEW.description);
  RETURN NEW;
END
$$;

CREATE TRIGGER "ads_search_fill" BEFORE INSERT OR UPDATE OF "name", "description" ON "ads" FOR EACH ROW EXECUTE FUNCTION "ads_search_fill"();

CREATE FUNCTION "ad_services_search_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ads a SET search_vector = ad_search_vector(a.name, ad_services_text(a.id), a.description)
  WHERE a.id IN (SELECT c.ad_id FROM changed c);
  RETURN NULL;
END
$$;

-- a trigger with transition tables fires on one event only: three of them
CREATE TRIGGER "ad_services_search_inserted" AFTER INSERT ON "ad_services" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "ad_services_search_refill"();
CREATE TRIGGER "ad_services_search_deleted" AFTER DELETE ON "ad_services" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "ad_services_search_refill"();
CREATE TRIGGER "ad_services_search_updated" AFTER UPDATE ON "ad_services" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "ad_services_search_refill"();

-- the existing ads
UPDATE "ads" a SET "search_vector" = ad_search_vector(a.name, ad_services_text(a.id), a.description);

-- CreateIndex
CREATE INDEX "ads_search_idx" ON "ads" USING GIN ("search_vector") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);

-- CreateIndex
CREATE INDEX "ads_city_running_idx" ON "ads"("location_id", "end_date", "start_date", "user_id") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);
