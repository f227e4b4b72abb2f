-- Which server handled the jobs' work (issue 27), as host name and process id (`gw-2:4123`):
-- the server that ran an import run, the one whose alert evaluation queued a message, and the
-- one that last tried to send it. Rows from before this migration say nothing (null).
ALTER TABLE import_runs ADD COLUMN server text;
ALTER TABLE alert_outbox ADD COLUMN queued_by text, ADD COLUMN sent_by text;
