-- The public map's layers and sources as data (spec/public-map.md §3). A source holds features;
-- a layer draws one source. `required_roles` empty means public; otherwise the caller needs at
-- least one of the roles, and the API leaves the row out for everyone else.

CREATE TABLE map_sources (
  source_id text PRIMARY KEY,
  -- GeoJSON source options other than its data (cluster, promoteId, ...).
  options jsonb NOT NULL DEFAULT '{}',
  required_roles text[] NOT NULL DEFAULT '{}',
  attribution text
);

CREATE TABLE map_features (
  source_id text NOT NULL REFERENCES map_sources ON DELETE CASCADE,
  feature_id text NOT NULL,
  geometry jsonb NOT NULL,
  properties jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (source_id, feature_id)
);

CREATE TABLE map_layers (
  layer_id text PRIMARY KEY,
  name text NOT NULL,
  layer_type text NOT NULL CHECK (layer_type IN ('circle', 'symbol', 'line', 'fill')),
  source_id text NOT NULL REFERENCES map_sources,
  draw_order integer NOT NULL,
  legend_order integer NOT NULL,
  legend_group text NOT NULL,
  layer_group text NOT NULL,
  paint jsonb NOT NULL DEFAULT '{}',
  layout jsonb NOT NULL DEFAULT '{}',
  minzoom double precision,
  -- Popup settings: { titleField, excludeFields }.
  lre_properties jsonb NOT NULL DEFAULT '{}',
  exclude_popup boolean NOT NULL DEFAULT false,
  exclude_layer_collapse boolean NOT NULL DEFAULT false,
  custom_symbol jsonb,
  required_roles text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX map_layers_source ON map_layers (source_id);
