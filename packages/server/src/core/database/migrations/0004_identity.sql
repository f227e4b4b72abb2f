-- The embedded sign-in provider's users and its own state. Roles and landing pages are reference
-- data of the product (spec/dashboard.md §3, §8), so they are created here, not by the demo seed.

CREATE TABLE identity_roles (
  role_id text PRIMARY KEY,
  role_name text NOT NULL UNIQUE
);

INSERT INTO identity_roles (role_id, role_name) VALUES
  ('rol_administrator', 'Administrator'),
  ('rol_developer', 'Developer'),
  ('rol_all_data_user', 'All Data User'),
  ('rol_ynyDeeuE7JfPdOcM', 'User'),
  ('rol_river_photos', 'River Photos');

CREATE TABLE landing_pages (
  landing_page_ndx integer PRIMARY KEY,
  landing_page_name text NOT NULL UNIQUE,
  landing_page_path text NOT NULL
);

INSERT INTO landing_pages (landing_page_ndx, landing_page_name, landing_page_path) VALUES
  (1, 'Public Map', '/'),
  (2, 'Query & Download', '/data-access/query-and-download/facilities'),
  (3, 'Time Series Comparisons', '/data-access/time-series-comparisons');

-- Which facilities a user may see lives once, in facilities.authorized_users (user ids).
CREATE TABLE identity_users (
  user_id text PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  nickname text NOT NULL,
  password_hash text NOT NULL,
  role_id text NOT NULL REFERENCES identity_roles,
  landing_page_ndx integer NOT NULL REFERENCES landing_pages,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_users_email ON identity_users (lower(email));

-- oidc-provider's models (sessions, grants, codes, refresh tokens, interactions), one JSON each.
CREATE TABLE oidc_models (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_models_grant ON oidc_models (grant_id);
CREATE INDEX oidc_models_uid ON oidc_models (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_models_user_code ON oidc_models (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_models_expiry ON oidc_models (expires_at);

-- Secrets the provider generates on first start: signing keys and cookie keys. Never committed.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
