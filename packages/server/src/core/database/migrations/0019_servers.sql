-- The servers on this database as each one last reported itself (issue 50, System Status): a
-- row per server (`serverName()`, host name and process id), upserted every 15 s while it runs,
-- and deleted by any server once unseen for a day. `ready` is what its `/api/health/ready`
-- answered then; `alerts_evaluated_at` when its alert engine last evaluated the alerts (null on a
-- server without jobs, or before the first evaluation).
CREATE TABLE servers (
  server_name text PRIMARY KEY,
  version text NOT NULL,
  started_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  jobs boolean NOT NULL,
  ready boolean NOT NULL,
  alerts_evaluated_at timestamptz
);
CREATE INDEX servers_last_seen ON servers (last_seen_at);
