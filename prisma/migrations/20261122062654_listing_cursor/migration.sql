-- CreateIndex
CREATE UNIQUE INDEX "ads_start_date_id_key" ON "ads"("start_date", "id");
