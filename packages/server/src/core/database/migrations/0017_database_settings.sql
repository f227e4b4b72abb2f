-- Facts about the database itself, one row each (issue 49): that the demo seed loaded it (then
-- `headgate db-reset` may empty it without being told its name), and when a start last found no
-- account with a demo password (the next start checks only the accounts changed since).
CREATE TABLE database_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
