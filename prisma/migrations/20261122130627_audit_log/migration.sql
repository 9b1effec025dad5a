-- CreateTable
CREATE TABLE "audit_entries" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_entries_id_idx" ON "audit_entries"("id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_action_id_idx" ON "audit_entries"("action", "id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_actor_id_id_idx" ON "audit_entries"("actor_id", "id" DESC);

-- CreateIndex
CREATE INDEX "audit_entries_subject_type_subject_id_idx" ON "audit_entries"("subject_type", "subject_id");

-- AddForeignKey
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit log is a record of what happened: no product path may change or remove an entry.
CREATE FUNCTION "audit_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never changed or deleted';
END;
$$;

CREATE TRIGGER "audit_entries_final"
  BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_are_final"();
