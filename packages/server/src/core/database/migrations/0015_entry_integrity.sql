-- Issue 48: the integrity of a version's entry script beside that of its manifest (`integrity`),
-- as browsers check both before any of the version's code runs.
ALTER TABLE release_entries ADD COLUMN entry_integrity text;
