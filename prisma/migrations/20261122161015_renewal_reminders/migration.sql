-- AlterTable
ALTER TABLE "ads" ADD COLUMN     "reminder_sent_for" DATE;
