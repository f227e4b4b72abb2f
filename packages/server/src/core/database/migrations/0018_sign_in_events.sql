-- Sign-in events (issue 50): the embedded provider's sign-ins, failed sign-ins, lockouts and
-- sign-outs, password changes, and the release pipelines' token grants and refusals, in the
-- audit trail as `entity = 'sign-in'`, one action per kind of event. Those actions are for that
-- entity alone, and it has no other.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (
  CASE WHEN entity = 'sign-in'
    THEN action IN ('signed-in', 'sign-in-failed', 'locked-out', 'signed-out', 'password-changed',
                    'token-granted', 'token-refused')
    ELSE action IN ('create', 'update', 'delete')
  END
);

-- The Users page reads the newest sign-in events; the jobs purge the oldest.
CREATE INDEX audit_log_sign_ins ON audit_log (at, audit_ndx) WHERE entity = 'sign-in';

-- Rows are still never changed, and never deleted but by one purge: a sign-in event older than
-- AUDIT_SIGNIN_DAYS, deleted in a transaction that names that setting (the jobs set
-- `headgate.sign_in_purge_days` for their own transaction only). Anything else is refused as
-- before, the API and every other entity's rows included.
CREATE OR REPLACE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purge_days integer := nullif(current_setting('headgate.sign_in_purge_days', true), '')::integer;
BEGIN
  IF TG_OP = 'DELETE' AND OLD.entity = 'sign-in' AND purge_days >= 1
     AND OLD.at < now() - make_interval(days => purge_days) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit rows are never changed or deleted';
END
$$;
