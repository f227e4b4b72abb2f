-- The discovery document (issue 29): one row per deployable entry of a remote, steered through the
-- release API, so every server on the database serves the same document.
CREATE TABLE release_entries (
  remote text NOT NULL,
  position integer NOT NULL,
  version text NOT NULL,
  url text NOT NULL,
  fallback_url text,
  integrity text,
  is_default boolean NOT NULL,
  traffic double precision NOT NULL CHECK (traffic >= 0 AND traffic <= 100),
  -- The entry's automatic rollback rule (both null: none).
  max_error_rate double precision CHECK (max_error_rate >= 0 AND max_error_rate <= 1),
  min_loads integer CHECK (min_loads >= 1),
  PRIMARY KEY (remote, version),
  UNIQUE (remote, position)
);

-- The store's one row: bumped with every change, so a server knows its copy is current, and
-- whether the first start's fill (from the built remotes or the HEADGATE_DISCOVERY import) ran.
CREATE TABLE release_store (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint NOT NULL DEFAULT 0,
  imported_from text,
  imported_at timestamptz
);
INSERT INTO release_store DEFAULT VALUES;
