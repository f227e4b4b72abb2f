-- The reference lists a district needs before it can describe a location, a facility or an import
-- (issue 49): units, parameter groups, parameters, data sources, location types and facility
-- types (the delimiters came with 0007). They used to come with the demo data only, which left a
-- production database without them and without a screen to add them. Every insert skips a row
-- that is there already, so a database that holds them (every demo database) stays as it is, and
-- each serial is then moved past the ids used here.

INSERT INTO units (unit_ndx, unit_desc) VALUES
  (1, 'cfs'),
  (2, 'ft'),
  (3, 'af'),
  (4, '%'),
  (5, 'gpm'),
  (6, 'volts'),
  -- Incoming only: a logger that writes metres is converted to feet by its import.
  (7, 'm')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('units', 'unit_ndx'), max(unit_ndx)) FROM units;

INSERT INTO parameter_groups (parameter_group_ndx, parameter_group_name) VALUES
  (1, 'Surface Water'),
  (2, 'Storage'),
  (3, 'Groundwater'),
  (4, 'Equipment')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('parameter_groups', 'parameter_group_ndx'),
              max(parameter_group_ndx))
  FROM parameter_groups;

-- The ids the spec uses (67 flow, 1539 water level); each parameter finds its unit and group by
-- name, so a database whose units were numbered otherwise still gets the right ones.
INSERT INTO parameters (parameter_ndx, parameter_name, parameter, unit_ndx, parameter_group_ndx)
SELECT p.ndx, p.name, p.code, u.unit_ndx, g.parameter_group_ndx
  FROM (VALUES
    (67, 'Flow (cfs)', 'flow_cfs', 'cfs', 'Surface Water'),
    (1539, 'Water Level (ft)', 'water_level_ft', 'ft', 'Groundwater'),
    (1540, 'Storage (af)', 'storage_af', 'af', 'Storage'),
    (1541, 'Percent Full (%)', 'pct_full', '%', 'Storage'),
    (1542, 'Pumping Rate (gpm)', 'pumping_rate_gpm', 'gpm', 'Groundwater'),
    (1543, 'Battery (volts)', 'battery_volts', 'volts', 'Equipment')
  ) AS p (ndx, name, code, unit, parameter_group)
  JOIN units u ON u.unit_desc = p.unit
  LEFT JOIN parameter_groups g ON g.parameter_group_name = p.parameter_group
ON CONFLICT DO NOTHING;

INSERT INTO data_sources (datasrc_ndx, data_source) VALUES
  (1, 'District telemetry'),
  (2, 'CO DWR Satellite Monitoring System'),
  (3, 'USGS NWIS'),
  (4, 'Manual reading')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('data_sources', 'datasrc_ndx'), max(datasrc_ndx))
  FROM data_sources;

INSERT INTO location_types (location_type_ndx, location_type_desc) VALUES
  (1, 'Stream Gage'),
  (2, 'Storage Reservoir'),
  (3, 'Recharge Pond'),
  (4, 'Augmentation Station'),
  (5, 'Well'),
  (6, 'Diversion Headgate')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('location_types', 'location_type_ndx'),
              max(location_type_ndx))
  FROM location_types;

-- The Mobile Tracker's four overview tables are these types, by name.
INSERT INTO facility_types (facility_type_ndx, facility_type_desc, icon_name) VALUES
  (1, 'Storage', 'Waves'),
  (2, 'Recharge', 'Opacity'),
  (3, 'Augmentation', 'Input'),
  (4, 'Wells', 'Adjust')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('facility_types', 'facility_type_ndx'),
              max(facility_type_ndx))
  FROM facility_types;
