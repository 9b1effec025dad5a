-- CreateTable
CREATE TABLE "queued_jobs" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "run_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "failed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "queued_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "queued_jobs_run_at_idx" ON "queued_jobs"("run_at");
