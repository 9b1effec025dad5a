-- The language each reader's mails are written in (issue 35, docs/decisions/0124-mails-in-the-readers-language.md):
-- an account's is the page's it registered from, then its own choice in its account settings, and a complaint's is
-- the page's it was filed from. Everyone so far registered or complained in English.
-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'hi');

-- AlterTable
ALTER TABLE "grievances" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
