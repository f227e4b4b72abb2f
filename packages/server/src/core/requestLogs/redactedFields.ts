/** The keys whose values never reach a log line (nor a trace's query string). */
export const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'secret',
  'token',
  'access_token',
  'refresh_token',
  'client_secret',
];

/**
 * The objects a line logs secrets under (a request's or an answer's headers, a body or a
 * configuration an error carries…), each looked into for every secret key. Named, not matched
 * by pino's wildcards: a path with `*` costs every line a walk of the object, while named paths
 * cost next to nothing (figures: docs/benchmarks.md).
 */
const LOGGED_OBJECTS = [
  'headers',
  'body',
  'query',
  'params',
  'config',
  'options',
  'user',
  'req',
  'req.headers',
  'req.body',
  'res',
  'res.headers',
  'err',
  'err.headers',
  'err.body',
  'err.config',
  'err.options',
  'err.cause',
  'err.response',
  'err.response.headers',
];

/** A key as a step of a pino path: `.password`, `["set-cookie"]`. */
function step(key: string): string {
  return /^[A-Za-z_]\w*$/.test(key) ? `.${key}` : `["${key}"]`;
}

/**
 * pino's `redact` paths: each secret key at the top of a line and in each of `LOGGED_OBJECTS`
 * (`req.headers.authorization`, `res.headers["set-cookie"]`, `err.body.password`…).
 */
export function redactedPaths(): string[] {
  return SECRET_KEYS.flatMap((key) => [
    step(key).replace(/^\./, ''),
    ...LOGGED_OBJECTS.map((object) => object + step(key)),
  ]);
}
