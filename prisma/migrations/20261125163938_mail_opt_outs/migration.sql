-- CreateTable
CREATE TABLE "mail_opt_outs" (
    "user_id" INTEGER NOT NULL,
    "mail" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_opt_outs_pkey" PRIMARY KEY ("user_id","mail")
);

-- AddForeignKey
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
