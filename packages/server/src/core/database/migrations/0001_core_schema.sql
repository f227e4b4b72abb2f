-- Core entities of spec/public-map.md §3 and spec/dashboard.md §3 that hold water data:
-- reference lists, locations, facilities, and the two time-series tables.

CREATE TABLE units (
  unit_ndx serial PRIMARY KEY,
  unit_desc text NOT NULL UNIQUE
);

CREATE TABLE parameter_groups (
  parameter_group_ndx serial PRIMARY KEY,
  parameter_group_name text NOT NULL UNIQUE
);

CREATE TABLE parameters (
  parameter_ndx integer PRIMARY KEY,
  parameter_name text NOT NULL,
  parameter text NOT NULL,
  unit_ndx integer NOT NULL REFERENCES units,
  parameter_group_ndx integer REFERENCES parameter_groups
);

CREATE TABLE data_sources (
  datasrc_ndx serial PRIMARY KEY,
  data_source text NOT NULL UNIQUE
);

CREATE TABLE location_types (
  location_type_ndx serial PRIMARY KEY,
  location_type_desc text NOT NULL UNIQUE
);

CREATE TABLE waterbodies (
  waterbody_ndx serial PRIMARY KEY,
  waterbody_name text NOT NULL UNIQUE,
  united_list_include boolean NOT NULL DEFAULT true
);

CREATE TABLE locations (
  location_ndx integer PRIMARY KEY,
  location_id text NOT NULL UNIQUE,
  location_name text NOT NULL,
  location_display_label text NOT NULL,
  location_type_ndx integer NOT NULL REFERENCES location_types,
  waterbody_ndx integer REFERENCES waterbodies,
  huc12_name text,
  county_name text,
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  legend_color text NOT NULL DEFAULT '#336699' CHECK (legend_color ~ '^#[0-9A-Fa-f]{6}$'),
  display_order integer NOT NULL DEFAULT 0 CHECK (display_order >= 0),
  notes text,
  exclude_from_map boolean NOT NULL DEFAULT false,
  linked_excel_include boolean NOT NULL DEFAULT false,
  -- Public locations appear on the anonymous map; the rest only in the restricted United layer.
  is_public boolean NOT NULL DEFAULT false
);

CREATE TABLE location_parameters (
  location_ndx integer NOT NULL REFERENCES locations ON DELETE CASCADE,
  parameter_ndx integer NOT NULL REFERENCES parameters,
  PRIMARY KEY (location_ndx, parameter_ndx)
);

CREATE TABLE facility_types (
  facility_type_ndx serial PRIMARY KEY,
  facility_type_desc text NOT NULL UNIQUE,
  icon_name text
);

CREATE TABLE facilities (
  facility_ndx integer PRIMARY KEY,
  facility text NOT NULL,
  facility_name text NOT NULL,
  facility_type_ndx integer NOT NULL REFERENCES facility_types,
  display_order integer NOT NULL DEFAULT 0,
  widget_order text[] NOT NULL DEFAULT ARRAY['ytd', 'lastfew', 'monthly', 'pctfull'],
  axis2_min double precision,
  axis2_max double precision,
  fp_mapcenter_lat double precision,
  fp_mapcenter_lon double precision,
  fp_mapzoom_level double precision,
  authorized_users text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE facility_locations (
  facility_ndx integer NOT NULL REFERENCES facilities ON DELETE CASCADE,
  location_ndx integer NOT NULL REFERENCES locations ON DELETE CASCADE,
  PRIMARY KEY (facility_ndx, location_ndx)
);
CREATE INDEX facility_locations_location ON facility_locations (location_ndx);

-- 15-minute and daily readings, one row per (location, parameter, timestamp). The primary key
-- serves both "one series over a window" and, scanned backwards, "latest value per series".
CREATE TABLE timeseries_15min (
  location_ndx integer NOT NULL REFERENCES locations ON DELETE CASCADE,
  parameter_ndx integer NOT NULL REFERENCES parameters,
  collect_timestamp timestamptz NOT NULL,
  result_value double precision NOT NULL,
  datasrc_ndx integer REFERENCES data_sources,
  PRIMARY KEY (location_ndx, parameter_ndx, collect_timestamp)
);

CREATE TABLE timeseries_daily (
  location_ndx integer NOT NULL REFERENCES locations ON DELETE CASCADE,
  parameter_ndx integer NOT NULL REFERENCES parameters,
  collect_date date NOT NULL,
  result_value double precision NOT NULL,
  datasrc_ndx integer REFERENCES data_sources,
  PRIMARY KEY (location_ndx, parameter_ndx, collect_date)
);
