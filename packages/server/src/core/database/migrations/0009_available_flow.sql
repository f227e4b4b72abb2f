-- The Mobile Tracker's available-flow calculation (issue 17): each storage site's available flow
-- is a signed sum of its locations' latest flows (inlet − outlet), with notes for the ditch riders.
-- The formula text is derived from the terms, so the two can never disagree.

CREATE TABLE available_flow_calcs (
  facility_ndx integer PRIMARY KEY REFERENCES facilities ON DELETE CASCADE,
  flow_calc_notes text NOT NULL DEFAULT ''
);

CREATE TABLE available_flow_terms (
  facility_ndx integer NOT NULL REFERENCES available_flow_calcs ON DELETE CASCADE,
  location_ndx integer NOT NULL REFERENCES locations ON DELETE CASCADE,
  sign smallint NOT NULL CHECK (sign IN (-1, 1)),
  PRIMARY KEY (facility_ndx, location_ndx)
);
