-- The server's jobs (issue 16): every run of an import configuration, and every alert message
-- with its delivery. Nothing here is ever deleted by the jobs: a failed run or an undelivered
-- message stays visible.

CREATE TABLE import_runs (
  run_ndx bigserial PRIMARY KEY,
  import_ndx integer NOT NULL REFERENCES import_data_sources ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  files text[] NOT NULL DEFAULT '{}',
  rows_read integer NOT NULL DEFAULT 0,
  rows_written integer NOT NULL DEFAULT 0,
  rows_unchanged integer NOT NULL DEFAULT 0,
  rows_skipped integer NOT NULL DEFAULT 0,
  rows_rejected integer NOT NULL DEFAULT 0,
  -- The first rejected lines, each { file, line, reason }.
  rejects jsonb NOT NULL DEFAULT '[]',
  message text
);
CREATE INDEX import_runs_import ON import_runs (import_ndx, run_ndx DESC);

CREATE TABLE alert_outbox (
  message_ndx bigserial PRIMARY KEY,
  alert_request_ndx integer REFERENCES alert_requests ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipients text[] NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz
);
CREATE INDEX alert_outbox_due ON alert_outbox (next_attempt_at) WHERE status = 'pending';
