-- CreateTable
CREATE TABLE "sent_notices" (
    "key" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_notices_pkey" PRIMARY KEY ("key")
);
