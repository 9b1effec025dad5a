-- Issue 30: what a deleted account leaves for safety and the law (docs/decisions.md).
-- taken_down_photos: fingerprints of photos a moderator took off an ad without blocking them, the same
-- photo uploaded again waits for review. registration_blocks: keyed hashes of a deleted or suspended
-- account's e-mail and phone, refused at sign-up until `until`.

-- CreateTable
CREATE TABLE "taken_down_photos" (
    "id" SERIAL NOT NULL,
    "fingerprint" BIGINT NOT NULL,
    "ad_id" INTEGER,
    "reason" TEXT NOT NULL,
    "taken_down_by_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "taken_down_photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registration_blocks" (
    "hash" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "until" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registration_blocks_pkey" PRIMARY KEY ("hash")
);

-- CreateIndex
CREATE INDEX "taken_down_photos_ad_id_idx" ON "taken_down_photos"("ad_id");

-- CreateIndex
CREATE INDEX "registration_blocks_until_idx" ON "registration_blocks"("until");

-- AddForeignKey
ALTER TABLE "taken_down_photos" ADD CONSTRAINT "taken_down_photos_ad_id_fkey" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "taken_down_photos" ADD CONSTRAINT "taken_down_photos_taken_down_by_id_fkey" FOREIGN KEY ("taken_down_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- the reasons the code writes (modules/auth/registration-blocks.ts)
ALTER TABLE "registration_blocks" ADD CONSTRAINT "registration_blocks_reason_known" CHECK ("reason" IN ('account_deleted', 'account_deleted_under_moderation', 'account_suspended'));
