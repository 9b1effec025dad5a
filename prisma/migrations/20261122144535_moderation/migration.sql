-- AlterTable
ALTER TABLE "ad_images" ADD COLUMN     "fingerprint" BIGINT;

-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "moderation_queued_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "blocked_images" (
    "id" SERIAL NOT NULL,
    "fingerprint" BIGINT NOT NULL,
    "path" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "blocked_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocked_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ads_moderation_queued_at_id_idx" ON "ads"("moderation_queued_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "blocked_images" ADD CONSTRAINT "blocked_images_blocked_by_id_fkey" FOREIGN KEY ("blocked_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
