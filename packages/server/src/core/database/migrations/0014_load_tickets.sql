-- A rollback signal the public cannot forge (issue 48). The secret that signs the load tickets of
-- /discovery.json and keys the hash of a reporting address: made at random by the first server
-- to start, the same for every server on the database, never in configuration or the repository.
CREATE TABLE client_event_secret (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An event counts once per page load: the load ticket's id, and the keyed hash of the reporting
-- client (never its address). Reports from before the tickets have neither and never count.
ALTER TABLE client_events ADD COLUMN ticket_id text, ADD COLUMN client_key text;
CREATE UNIQUE INDEX client_events_once_per_load ON client_events (ticket_id, remote, version, kind);

-- The rollback rule's distinct clients (null: the default).
ALTER TABLE release_entries ADD COLUMN min_clients integer CHECK (min_clients >= 1);
