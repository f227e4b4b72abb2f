-- A counter per cached answer, bumped by every statement that changes what the answer is built
-- from. Each server instance reads one row to tell whether the answers it keeps are current,
-- so an edit on one instance (or a bulk import) shows on all of them.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

INSERT INTO data_versions (name) VALUES ('public-map');

CREATE FUNCTION bump_public_map_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = 'public-map';
  RETURN NULL;
END
$$;

-- Per statement, not per row: a bulk load of readings bumps the counter once.
DO $$
DECLARE
  source_table text;
BEGIN
  FOREACH source_table IN ARRAY ARRAY[
    'units', 'parameters', 'location_types', 'waterbodies', 'locations', 'location_parameters',
    'facility_types', 'facilities', 'facility_locations', 'timeseries_15min', 'timeseries_daily',
    'map_sources', 'map_features', 'map_layers'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION bump_public_map_version()',
      source_table || '_public_map_version', source_table);
  END LOOP;
END
$$;
