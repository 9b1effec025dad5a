-- The new indexes first, the old ones dropped last: building takes a SHARE lock (the listing
-- still reads), dropping an ACCESS EXCLUSIVE one, held only from then to the commit

-- CreateIndex
CREATE INDEX "ads_listing_city_category_idx" ON "ads"("location_id", "category_id", "start_date" DESC, "id" DESC, "end_date", "user_id") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);

-- CreateIndex
CREATE INDEX "ads_listing_city_idx" ON "ads"("location_id", "start_date" DESC, "id" DESC, "end_date", "user_id") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);

-- CreateIndex
CREATE INDEX "ads_listing_category_idx" ON "ads"("category_id", "start_date" DESC, "id" DESC, "end_date", "user_id") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);

-- CreateIndex
CREATE INDEX "ads_listing_idx" ON "ads"("start_date" DESC, "id" DESC, "end_date", "user_id") WHERE (taken_down_at IS NULL AND hidden_at IS NULL);

-- DropIndex
DROP INDEX "ads_category_id_start_date_id_end_date_idx";

-- DropIndex
DROP INDEX "ads_location_id_category_id_start_date_id_end_date_idx";

-- DropIndex
DROP INDEX "ads_location_id_start_date_id_end_date_idx";

-- DropIndex
DROP INDEX "ads_start_date_id_end_date_idx";
