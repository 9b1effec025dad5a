-- AlterTable
ALTER TABLE "verification_requests" ADD COLUMN     "revoke_reason" TEXT,
ADD COLUMN     "revoked_at" TIMESTAMP(3),
ADD COLUMN     "revoked_by_id" INTEGER;

-- CreateIndex
CREATE INDEX "verification_requests_files_kept_idx" ON "verification_requests"("decided_at") WHERE (files_deleted_at IS NULL AND decided_at IS NOT NULL);

-- CreateIndex
CREATE UNIQUE INDEX "verification_requests_one_pending" ON "verification_requests"("user_id") WHERE (status = 'pending');

-- AddForeignKey
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_revoked_by_id_fkey" FOREIGN KEY ("revoked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
