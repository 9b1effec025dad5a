-- The desk finds anything (issue 31): the staff's list of every ad, and of accounts, searched and
-- filtered at catalogue size (docs/decisions.md, "The desk finds anything").
-- - pg_trgm's trigram GIN indexes on the ads' names and descriptions and the accounts' names and
--   e-mail addresses: a "contains" search (ILIKE '%words%') reads them instead of every row. pg_trgm
--   ships with PostgreSQL (contrib) and is a trusted extension (PostgreSQL 13 and later): the
--   database's owner may create it. PGlite opens every database with it (server/db/pglite-extensions.mjs).
-- - phone numbers exactly (an ad's own contact, an account's),
-- - a city's and a category's ads newest first, whatever their state (the listing's indexes hold
--   only ads that can be public),
-- - each rarer state newest first: taken down, held, hidden, without an age, verified.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "ads_desk_name_idx" ON "ads" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ads_desk_description_idx" ON "ads" USING GIN ("description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "ads_desk_contact_idx" ON "ads"("contact") WHERE (contact IS NOT NULL);

-- CreateIndex
CREATE INDEX "ads_desk_city_idx" ON "ads"("location_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ads_desk_category_idx" ON "ads"("category_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ads_desk_taken_down_idx" ON "ads"("id" DESC) WHERE (taken_down_at IS NOT NULL);

-- CreateIndex
CREATE INDEX "ads_desk_held_idx" ON "ads"("id" DESC) WHERE (held_at IS NOT NULL);

-- CreateIndex
CREATE INDEX "ads_desk_hidden_idx" ON "ads"("id" DESC) WHERE (hidden_at IS NOT NULL);

-- CreateIndex
CREATE INDEX "ads_desk_no_age_idx" ON "ads"("id" DESC) WHERE (age IS NULL);

-- CreateIndex
CREATE INDEX "ads_desk_verified_idx" ON "ads"("id" DESC) WHERE (owner_verified);

-- CreateIndex
CREATE INDEX "users_desk_name_idx" ON "users" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_desk_email_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_desk_contact_idx" ON "users"("contact");
