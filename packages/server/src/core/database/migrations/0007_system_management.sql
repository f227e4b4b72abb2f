-- System management (spec/dashboard.md §2–§9): alerts and who they go to, contact groups,
-- import configurations, and the audit trail of every write made through these screens.

CREATE TABLE contacts (
  contact_ndx serial PRIMARY KEY,
  contact_address text NOT NULL,
  contact_name text NOT NULL,
  contact_org text NOT NULL,
  remark text
);

CREATE TABLE contact_groups (
  group_ndx serial PRIMARY KEY,
  group_desc text NOT NULL,
  remark text
);

-- A contact in a group cannot be deleted (RESTRICT): the API says which groups hold it.
CREATE TABLE group_contacts (
  group_ndx integer NOT NULL REFERENCES contact_groups ON DELETE CASCADE,
  contact_ndx integer NOT NULL REFERENCES contacts ON DELETE RESTRICT,
  PRIMARY KEY (group_ndx, contact_ndx)
);
CREATE INDEX group_contacts_contact ON group_contacts (contact_ndx);

CREATE TABLE alert_types (
  alert_type_ndx integer PRIMARY KEY,
  alert_type text NOT NULL UNIQUE
);
INSERT INTO alert_types VALUES
  (1, 'Above trigger value'),
  (2, 'Below trigger value'),
  (3, 'No data for trigger value hours');

-- An alert goes to one contact or one group (the spec's merged_address_ndx names either); both
-- are real references, so neither can be deleted while an alert uses it.
CREATE TABLE alert_requests (
  alert_request_ndx serial PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT true,
  alert_type_ndx integer NOT NULL REFERENCES alert_types,
  location_ndx integer NOT NULL REFERENCES locations ON DELETE RESTRICT,
  parameter_ndx integer NOT NULL REFERENCES parameters,
  trigger_value double precision NOT NULL CHECK (trigger_value >= 0),
  reset_hours double precision NOT NULL CHECK (reset_hours >= 0),
  send_to_contact_ndx integer REFERENCES contacts ON DELETE RESTRICT,
  send_to_group_ndx integer REFERENCES contact_groups ON DELETE RESTRICT,
  custom_subject text,
  custom_loc_name text,
  notes text,
  last_alert_sent timestamptz,
  last_alert_sent_to_details text,
  CHECK (send_to_contact_ndx IS NULL OR send_to_group_ndx IS NULL),
  FOREIGN KEY (location_ndx, parameter_ndx) REFERENCES location_parameters ON DELETE RESTRICT
);

CREATE TABLE import_delimiters (
  delimiter_ndx integer PRIMARY KEY,
  delimiter_desc text NOT NULL UNIQUE,
  delimiter_char text NOT NULL
);
INSERT INTO import_delimiters VALUES
  (1, 'Tab', E'\t'),
  (2, 'Comma', ','),
  (3, 'Semicolon', ';'),
  (4, 'Pipe', '|'),
  (5, 'Space', ' ');

CREATE TABLE import_data_sources (
  import_ndx serial PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT true,
  run_now boolean NOT NULL DEFAULT true,
  frequency_minutes integer NOT NULL DEFAULT 30 CHECK (frequency_minutes >= 0),
  retain_days integer NOT NULL DEFAULT -1 CHECK (retain_days >= -1),
  history_days integer NOT NULL DEFAULT 20 CHECK (history_days >= 0),
  apply_daylightsavings_offset smallint NOT NULL DEFAULT 0
    CHECK (apply_daylightsavings_offset IN (0, 1, 2)),
  location_ndx integer NOT NULL REFERENCES locations ON DELETE RESTRICT,
  parameter_ndx integer NOT NULL REFERENCES parameters,
  unit_ndx integer NOT NULL REFERENCES units,
  datasrc_ndx integer NOT NULL REFERENCES data_sources,
  source_site_id text,
  source_site_metadata text,
  interval_minutes integer CHECK (interval_minutes >= 0),
  interval_metadata text,
  file_path text,
  file_name text,
  file_fieldcount integer CHECK (file_fieldcount >= 0),
  file_header_rowcount integer CHECK (file_header_rowcount >= 0),
  delimiter_ndx integer NOT NULL REFERENCES import_delimiters,
  column_position_date integer CHECK (column_position_date >= 0),
  column_position_time integer CHECK (column_position_time >= 0),
  column_position_value integer CHECK (column_position_value >= 0),
  notes text,
  last_retrieval timestamptz,
  next_retrieval timestamptz,
  last_run_status text CHECK (last_run_status IN ('succeeded', 'failed')),
  last_run_message text
);

-- One row per write through the API, in the write's own transaction. Rows are never changed:
-- the trigger refuses UPDATE and DELETE to everyone, the API included.
CREATE TABLE audit_log (
  audit_ndx bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_subject text NOT NULL,
  actor_name text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_record ON audit_log (entity, entity_id, audit_ndx DESC);

CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are never changed or deleted';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
