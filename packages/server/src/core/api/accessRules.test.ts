import fs from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { ROLES, type Role } from '@headgate/contracts/roles';
import { ACCESS_TOKEN_TYPE } from '../auth/accessTokenVerifier';
import type { Database } from '../database/openDatabase';
import type { RouteAccess } from './routeAccess';
import { useTestApi } from './testing/apiFixture';

jest.setTimeout(60_000);

/**
 * A rule of the API documentation's access table: who may call, `public`, or
 * `public except <roles>` (a public route whose handler refuses those roles, e.g. a User another
 * user's facility).
 */
type Rule = 'public' | readonly Role[] | { publicExcept: readonly Role[] };

interface TableRow {
  rule: Rule;
  /** Data-dependent tightening, e.g. `district locations: any signed-in role`. */
  condition?: { name: string; rule: Rule };
}

const API_DOCS = 'docs/api/README.md';

function parseRoles(text: string, cell: string): Role[] {
  const roles = text.split(/, (?:or )?|,? or /).map((role) => role.trim());
  for (const role of roles) {
    if (!ROLES.includes(role as Role)) throw new Error(`Unknown role "${role}" in "${cell}".`);
  }
  return roles as Role[];
}

/**
 * Reads a rule. In a condition, `also <roles>` widens the row's base rule: those roles may call
 * too for the data the condition names (e.g. a User for the facilities that name them).
 */
function parseRule(text: string, base?: Rule): Rule {
  const trimmed = text.trim();
  if (trimmed === 'public') return 'public';
  if (trimmed === 'any signed-in role') return ROLES;
  const except = /^public except (.+)$/.exec(trimmed)?.[1];
  if (except) return { publicExcept: parseRoles(except, text) };
  const also = /^also (.+)$/.exec(trimmed)?.[1];
  if (also) {
    if (!Array.isArray(base)) throw new Error(`"${text}" needs a list of roles before it.`);
    return [...new Set([...base, ...parseRoles(also, text)])];
  }
  return parseRoles(trimmed, text);
}

/** The built rows of the access-rules table of the API documentation, by `METHOD /path`. */
function readAccessTable(): Map<string, TableRow> {
  const text = fs.readFileSync(path.resolve(__dirname, '../../../../..', API_DOCS), 'utf8');
  const table = /<!-- access-rules:start -->([\s\S]*?)<!-- access-rules:end -->/.exec(text)?.[1];
  if (!table) throw new Error(`${API_DOCS} has no access-rules table.`);
  const rows = new Map<string, TableRow>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const call = /^`(GET|POST|PUT|PATCH|DELETE) ([^`]+)`$/.exec(cells[1] ?? '');
    if (!call || cells[3] !== 'yes') continue;
    const [base, conditional] = cells[2]!.split('; ');
    const [name, rule] = conditional?.split(': ') ?? [];
    const baseRule = parseRule(base!);
    rows.set(`${call[1]} ${call[2]}`, {
      rule: baseRule,
      ...(name && rule && { condition: { name, rule: parseRule(rule, baseRule) } }),
    });
  }
  return rows;
}

function sameRule(declared: RouteAccess, rule: Rule): boolean {
  if (declared === 'public') return rule === 'public' || 'publicExcept' in rule;
  if (!Array.isArray(rule)) return false;
  return [...declared.anyOf].sort().join() === [...rule].sort().join();
}

/** The requests that exercise a data-dependent condition of the table (map and facility fixtures). */
const CONDITION_SAMPLES: Record<string, (url: string) => string> = {
  'district locations': (url) => url.replace(':locationNdx', '2'),
  'district stations': (url) => sampleUrl(url.replace(':locations', '2')),
  'source=restricted': (url) => `${url}?q=well&source=restricted`,
  'authorized facilities': (url) => sampleUrl(url.replace(':facilityNdx', '2')),
};

/** Facility 1 names nobody, facility 2 the matrix's User; both hold the Henderson gage's flow. */
async function insertFacilities(db: Database) {
  await db.pool.query(
    "INSERT INTO facility_types (facility_type_ndx, facility_type_desc) VALUES (1, 'Storage')",
  );
  await db.pool.query(
    `INSERT INTO facilities (facility_ndx, facility, facility_name, facility_type_ndx, authorized_users)
     VALUES (1, 'ONE', 'Nobody''s facility', 1, '{}'), (2, 'TWO', 'The User''s facility', 1, '{matrix-User}')`,
  );
  await db.pool.query('INSERT INTO facility_locations VALUES (1, 1), (2, 1)');
}

function sampleUrl(url: string): string {
  return (
    url
      // Longer names first: ':start' would eat the start of ':startDate'.
      .replace(':startDate', '2026-01-01')
      .replace(':endDate', '2026-01-02')
      .replace(':locations', '1')
      .replace(':hours', '0')
      .replace(':interval', '15min')
      .replace(':start', '2026-01-01T00:00:00Z')
      .replace(':end', '2026-01-02T00:00:00Z')
      .replace(':parameterNdx', '67')
      .replace(':parameter', '67')
      .replace(':locationNdx', '1')
      .replace(':facilityNdx', '1')
      .replace(':id', '1')
      .replace(':auth0_user_id', encodeURIComponent('headgate|nobody'))
      .replace(':layer', 'counties')
      .concat(url.endsWith('/search') ? '?q=henderson' : '')
  );
}

type Caller = Role | 'anonymous';
const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

function expectedStatus(rule: Rule, caller: Caller): 'allowed' | 401 | 403 {
  if (rule === 'public') return 'allowed';
  if ('publicExcept' in rule)
    return caller !== 'anonymous' && rule.publicExcept.includes(caller) ? 403 : 'allowed';
  if (caller === 'anonymous') return 401;
  return rule.includes(caller) ? 'allowed' : 403;
}

describe('the access rules of the API documentation, route by route and role by role', () => {
  const api = useTestApi('pglite', insertFacilities);
  const table = readAccessTable();
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    // Tokens signed with the embedded provider's own key, as it issues them.
    const { rows } = await api.db.pool.query<{ value: JWK[] }>(
      "SELECT value FROM identity_secrets WHERE name = 'signing-keys'",
    );
    const jwk = rows[0]!.value[0]!;
    const key = await importJWK(jwk, 'RS256');
    for (const role of ROLES) {
      tokens.set(
        role,
        await new SignJWT({ 'https://headgate.dev/roles': [role] })
          .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: ACCESS_TOKEN_TYPE })
          .setSubject(`matrix-${role}`)
          .setIssuer('http://localhost:8080/oidc')
          .setAudience('headgate-api')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(key),
      );
    }
  });

  const call = (method: string, url: string, caller: Caller) =>
    api.app.inject({
      method: method as 'GET',
      url,
      headers: caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens.get(caller)}` },
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    });

  it('has a documented rule for every registered route, equal to what the route declares', () => {
    const missing = api.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !table.has(key));
    expect(missing).toEqual([]);
    const different = api.app.apiRoutes.filter(
      (route) => !sameRule(route.access, table.get(`${route.method} ${route.url}`)!.rule),
    );
    expect(different.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const registered = new Set(api.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    expect([...table.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('answers every caller as the table says', async () => {
    const wrong: string[] = [];
    for (const route of api.app.apiRoutes) {
      const row = table.get(`${route.method} ${route.url}`);
      if (!row) continue;
      const checks = [{ url: sampleUrl(route.url), rule: row.rule }];
      if (row.condition) {
        const sample = CONDITION_SAMPLES[row.condition.name];
        if (!sample) throw new Error(`No sample request for "${row.condition.name}".`);
        checks.push({ url: sample(route.url), rule: row.condition.rule });
      }
      for (const { url, rule } of checks) {
        for (const caller of CALLERS) {
          const response = await call(route.method, url, caller);
          const expected = expectedStatus(rule, caller);
          const actual = response.statusCode;
          const denied = actual === 401 || actual === 403;
          const ok = expected === 'allowed' ? !denied : actual === expected;
          if (!ok)
            wrong.push(`${route.method} ${url} as ${caller}: ${actual}, expected ${expected}`);
          if (denied && ok) {
            expect(response.json()).toEqual({
              error: expect.any(String),
              message: expect.any(String),
            });
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
