-- The limits every server behind the proxy shares (issue 27): failed sign-ins per e-mail and per
-- address, client events per address. rate-limiter-flexible's Postgres store counts here; it is
-- told the table exists, so it runs no DDL of its own. Its columns, in its order: the prefixed
-- key (text: an e-mail may be 320 characters), the points used, and when they expire (ms since
-- the epoch). The jobs delete expired rows.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limits_expire ON rate_limits (expire);
