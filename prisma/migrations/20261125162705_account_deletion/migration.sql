-- AlterEnum
ALTER TYPE "UserStatus" ADD VALUE 'deleted';

-- Account deletion (issue 18) keeps the audit log but erases the personal data in it. An entry may be
-- rewritten only inside a transaction that declared an erasure (set_config of
-- directory.audit_erasure to 'on', local to the transaction), and only in its before and after
-- values: who acted, what, on which record and when stay as they were. Deleting an entry is still refused.
CREATE OR REPLACE FUNCTION "audit_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND current_setting('directory.audit_erasure', true) = 'on'
     AND NEW.id = OLD.id
     AND NEW.actor_id = OLD.actor_id
     AND NEW.action = OLD.action
     AND NEW.subject_type = OLD.subject_type
     AND NEW.subject_id = OLD.subject_id
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are never changed or deleted';
END;
$$;
