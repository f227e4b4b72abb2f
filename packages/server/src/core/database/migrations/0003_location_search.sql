-- Fuzzy location search (spec/public-map.md §2 filter bar): trigram indexes on names and ids.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX locations_name_trgm ON locations USING gin (location_name gin_trgm_ops);
CREATE INDEX locations_id_trgm ON locations USING gin (location_id gin_trgm_ops);
