-- Readable listing addresses (issue 16): a unique slug on every city and category, and the old
-- slugs of renamed ones. The rules of server/lib/slugs.ts are written again here in SQL (keep
-- both the same, server/lib/slugs.test.ts compares them): existing rows are backfilled in id
-- order (a city takes its name, then name-state, then name-state-id), and a row inserted
-- without a slug (a script, a test fixture) gets one from a trigger. The server gives its own.

-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "slug" TEXT;

-- AlterTable
ALTER TABLE "locations" ADD COLUMN     "slug" TEXT;

-- CreateTable
CREATE TABLE "slug_redirects" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "target_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "slug_redirects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "slug_redirects_kind_target_id_idx" ON "slug_redirects"("kind", "target_id");

-- CreateIndex
CREATE UNIQUE INDEX "slug_redirects_kind_slug_key" ON "slug_redirects"("kind", "slug");

-- CreateIndex (before the backfill, which looks slugs up while it assigns them)
CREATE UNIQUE INDEX "categories_slug_key" ON "categories"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "locations_slug_key" ON "locations"("slug");

-- slugify: NFKD, combining marks dropped, runs of anything but A-Z a-z 0-9 to '-', trimmed, lower-cased, 80 at most
CREATE FUNCTION "slug_slugify"("name" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT rtrim(left(lower(btrim(regexp_replace(regexp_replace(normalize("name", NFKD), '[\u0300-\u036f]', '', 'g'), '[^A-Za-z0-9]+', '-', 'g'), '-')), 80), '-')
$$;

-- joinSlug: head-suffix within 80 characters, the suffix kept whole
CREATE FUNCTION "slug_join"("head" TEXT, "suffix" TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  kept TEXT := rtrim(left("head", 80 - length("suffix") - 1), '-');
BEGIN
  IF kept = '' THEN
    RETURN rtrim(left("suffix", 80), '-');
  END IF;
  RETURN kept || '-' || "suffix";
END
$$;

-- slugCandidates
CREATE FUNCTION "slug_candidates"("kind" TEXT, "id" INTEGER, "name" TEXT, "state_name" TEXT) RETURNS TEXT[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  word TEXT := CASE "kind" WHEN 'location' THEN 'city' ELSE 'category' END;
  base TEXT := "slug_slugify"("name");
  state TEXT := CASE WHEN "kind" = 'location' THEN coalesce("slug_slugify"("state_name"), '') ELSE '' END;
BEGIN
  IF base = '' THEN
    RETURN ARRAY[word || '-' || "id"];
  END IF;
  IF base ~ '^[0-9]+$' THEN
    base := "slug_join"(word, base);
  END IF;
  IF state = '' THEN
    RETURN ARRAY[base, "slug_join"(base, "id"::TEXT)];
  END IF;
  RETURN ARRAY[base, "slug_join"(base, state), "slug_join"(base, state || '-' || "id")];
END
$$;

-- whether a slug is held by another place of the kind, or by an old address of another place
CREATE FUNCTION "slug_taken"("kind" TEXT, "id" INTEGER, "slug" TEXT) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "slug_redirects" r WHERE r."kind" = slug_taken."kind" AND r."slug" = slug_taken."slug" AND r."target_id" <> slug_taken."id") THEN
    RETURN TRUE;
  END IF;
  IF slug_taken."kind" = 'location' THEN
    RETURN EXISTS (SELECT 1 FROM "locations" l WHERE l."slug" = slug_taken."slug" AND l."id" <> slug_taken."id");
  END IF;
  RETURN EXISTS (SELECT 1 FROM "categories" c WHERE c."slug" = slug_taken."slug" AND c."id" <> slug_taken."id");
END
$$;

-- pickSlug: the first free candidate, else the last one with -2, -3...
CREATE FUNCTION "slug_pick"("kind" TEXT, "id" INTEGER, "name" TEXT, "state_name" TEXT) RETURNS TEXT LANGUAGE plpgsql AS $$
DECLARE
  candidates TEXT[] := "slug_candidates"("kind", "id", "name", "state_name");
  last TEXT := candidates[array_length(candidates, 1)];
  n INTEGER := 2;
BEGIN
  FOR i IN 1 .. array_length(candidates, 1) LOOP
    IF NOT "slug_taken"("kind", "id", candidates[i]) THEN
      RETURN candidates[i];
    END IF;
  END LOOP;
  LOOP
    IF NOT "slug_taken"("kind", "id", "slug_join"(last, n::TEXT)) THEN
      RETURN "slug_join"(last, n::TEXT);
    END IF;
    n := n + 1;
  END LOOP;
END
$$;

-- Backfill, in id order
DO $$
DECLARE
  r RECORD;
BEGIN
  FOR r IN SELECT l."id", l."name", s."name" AS state_name FROM "locations" l JOIN "states" s ON s."id" = l."state_id" ORDER BY l."id" LOOP
    UPDATE "locations" SET "slug" = "slug_pick"('location', r."id", r."name", r.state_name) WHERE "id" = r."id";
  END LOOP;
  FOR r IN SELECT c."id", c."name" FROM "categories" c ORDER BY c."id" LOOP
    UPDATE "categories" SET "slug" = "slug_pick"('category', r."id", r."name", NULL) WHERE "id" = r."id";
  END LOOP;
END
$$;

-- a row inserted with the default (empty) slug gets one by the rules
CREATE FUNCTION "slug_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."slug" = '' THEN
    IF TG_TABLE_NAME = 'locations' THEN
      NEW."slug" := "slug_pick"('location', NEW."id", NEW."name", (SELECT s."name" FROM "states" s WHERE s."id" = NEW."state_id"));
    ELSE
      NEW."slug" := "slug_pick"('category', NEW."id", NEW."name", NULL);
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "locations_slug_fill" BEFORE INSERT ON "locations" FOR EACH ROW EXECUTE FUNCTION "slug_fill"();
CREATE TRIGGER "categories_slug_fill" BEFORE INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION "slug_fill"();

-- AlterTable
ALTER TABLE "locations" ALTER COLUMN "slug" SET DEFAULT '', ALTER COLUMN "slug" SET NOT NULL;

-- AlterTable
ALTER TABLE "categories" ALTER COLUMN "slug" SET DEFAULT '', ALTER COLUMN "slug" SET NOT NULL;

-- Checks: the shape every slug has (a city's never all digits, /call-girls/{digits} is an ad), and the two kinds
ALTER TABLE "locations" ADD CONSTRAINT "locations_slug_shape" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80 AND "slug" !~ '^[0-9]+$');
ALTER TABLE "categories" ADD CONSTRAINT "categories_slug_shape" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80);
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_kind" CHECK ("kind" IN ('location', 'category'));
