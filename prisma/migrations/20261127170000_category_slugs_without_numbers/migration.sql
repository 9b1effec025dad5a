-- Issue 33: an ad's readable address is /call-girls/{city}/{name}-{id}, told from a city and category's
-- listing /call-girls/{city}/{category} by its last segment's shape alone (common/routes.ts). So a
-- category's slug never ends in a number: the last number is joined to the word before it (`elite-12`
-- -> `elite12`), a name of numbers only is named by the kind's word first (`24-7` -> `category247`).
-- The rules of server/lib/slugs.ts again (server/lib/slugs.test.ts compares them), and existing categories
-- whose slug ends in a number take a new one, the old one kept as an address that answers 301.

CREATE FUNCTION "slug_category_shaped"("slug" TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  shaped TEXT := CASE WHEN "slug" ~ '^[0-9-]+$' THEN "slug_join"('category', "slug") ELSE "slug" END;
BEGIN
  WHILE shaped ~ '-[0-9]+$' LOOP
    shaped := regexp_replace(shaped, '-([0-9]+)$', '\1');
  END LOOP;
  RETURN shaped;
END
$$;

CREATE OR REPLACE FUNCTION "slug_candidates"("kind" TEXT, "id" INTEGER, "name" TEXT, "state_name" TEXT) RETURNS TEXT[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  word TEXT := CASE "kind" WHEN 'location' THEN 'city' ELSE 'category' END;
  base TEXT := "slug_slugify"("name");
  state TEXT := CASE WHEN "kind" = 'location' THEN coalesce("slug_slugify"("state_name"), '') ELSE '' END;
  candidates TEXT[];
BEGIN
  IF base = '' THEN
    candidates := ARRAY[word || '-' || "id"];
  ELSE
    IF base ~ '^[0-9]+$' THEN
      base := "slug_join"(word, base);
    END IF;
    IF state = '' THEN
      candidates := ARRAY[base, "slug_join"(base, "id"::TEXT)];
    ELSE
      candidates := ARRAY[base, "slug_join"(base, state), "slug_join"(base, state || '-' || "id")];
    END IF;
  END IF;
  IF "kind" = 'category' THEN
    RETURN ARRAY(SELECT "slug_category_shaped"(c) FROM unnest(candidates) WITH ORDINALITY AS t(c, n) ORDER BY n);
  END IF;
  RETURN candidates;
END
$$;

CREATE OR REPLACE FUNCTION "slug_pick"("kind" TEXT, "id" INTEGER, "name" TEXT, "state_name" TEXT) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  candidates TEXT[] := "slug_candidates"("kind", "id", "name", "state_name");
  last TEXT := candidates[array_length(candidates, 1)];
  numbered TEXT;
  n INTEGER := 2;
BEGIN
  FOR i IN 1 .. array_length(candidates, 1) LOOP
    IF NOT "slug_taken"("kind", "id", candidates[i]) THEN
      RETURN candidates[i];
    END IF;
  END LOOP;
  LOOP
    numbered := "slug_join"(last, n::TEXT);
    IF "kind" = 'category' THEN
      numbered := "slug_category_shaped"(numbered);
    END IF;
    IF NOT "slug_taken"("kind", "id", numbered) THEN
      RETURN numbered;
    END IF;
    n := n + 1;
  END LOOP;
END
$$;

-- Existing categories ending in a number, in id order: a new slug, the old one answering 301
DO $$
DECLARE
  r RECORD;
  fresh TEXT;
BEGIN
  FOR r IN SELECT c."id", c."name", c."slug" FROM "categories" c WHERE c."slug" ~ '(^|-)[0-9]+$' ORDER BY c."id" LOOP
    fresh := "slug_pick"('category', r."id", r."name", NULL);
    UPDATE "categories" SET "slug" = fresh WHERE "id" = r."id";
    DELETE FROM "slug_redirects" WHERE "kind" = 'category' AND "slug" = fresh AND "target_id" = r."id";
    INSERT INTO "slug_redirects" ("kind", "slug", "target_id") VALUES ('category', r."slug", r."id") ON CONFLICT DO NOTHING;
  END LOOP;
END
$$;

ALTER TABLE "categories" ADD CONSTRAINT "categories_slug_no_number" CHECK ("slug" !~ '(^|-)[0-9]+$');
