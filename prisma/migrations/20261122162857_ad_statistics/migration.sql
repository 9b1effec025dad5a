-- CreateTable
CREATE TABLE "ad_daily_stats" (
    "ad_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "phone_clicks" INTEGER NOT NULL DEFAULT 0,
    "whatsapp_clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ad_daily_stats_pkey" PRIMARY KEY ("ad_id","day")
);

-- CreateTable
CREATE TABLE "ad_stat_visitors" (
    "ad_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "visitor_key" TEXT NOT NULL,

    CONSTRAINT "ad_stat_visitors_pkey" PRIMARY KEY ("ad_id","day","kind","visitor_key")
);

-- CreateIndex
CREATE INDEX "ad_stat_visitors_day_idx" ON "ad_stat_visitors"("day");

-- AddForeignKey
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
