-- What browsers report about the remotes they run (issue 18): a successful load, or a failure to
-- load, to mount, or an uncaught error inside an area, by remote and version. Nothing personal:
-- no user, address, page or message, only an error's class name.
CREATE TABLE client_events (
  event_ndx bigserial PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('loaded', 'load-failure', 'mount-error', 'area-error')),
  error_name text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_events_recent ON client_events (received_at, remote, version);

-- Canary versions the server stopped serving because their error rate passed the discovery
-- document's rollback rule. A version stays rolled back: the fix ships as a new version.
CREATE TABLE remote_rollbacks (
  remote text NOT NULL,
  version text NOT NULL,
  rolled_back_at timestamptz NOT NULL DEFAULT now(),
  loads integer NOT NULL,
  errors integer NOT NULL,
  PRIMARY KEY (remote, version)
);
