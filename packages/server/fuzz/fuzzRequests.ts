import fc from 'fast-check';
import type { ApiOperation } from './apiOperations';
import { asUrlText, HOSTILE_VALUES } from './hostileValues';
import { sampleOf } from './schemaSamples';

/** One request the fuzzer sends: what it is, and for a hostile one, what it breaks. */
export interface FuzzRequest {
  operation: ApiOperation;
  method: string;
  url: string;
  /** A JSON body, or raw text sent as it is. */
  payload?: unknown;
  rawPayload?: string;
  contentType?: string;
  /** Headers beyond the caller's (a stale or mangled `If-Match`). */
  headers?: Record<string, string>;
  /** For a hostile request: the field and the value that break the contract. */
  mutation?: string;
}

/** A request's inputs: path parameters and query as text, and the JSON body. */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/** Query and path values travel as text; lists as the comma lists the API reads. */
function asParameterText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : asUrlText(value);
}

function textValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, asParameterText(value)]),
  );
}

/** Inputs that keep to the operation's document. */
export function validParts(operation: ApiOperation): fc.Arbitrary<RequestParts> {
  const params = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathParameters).map(([name, schema]) => [name, sampleOf(schema)]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      Object.entries(operation.queryParameters).map(([name, schema]) => [name, sampleOf(schema)]),
    ),
    { requiredKeys: operation.requiredQuery },
  );
  const body = operation.body ? sampleOf(operation.body) : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ params, query, body }) => ({
    params: textValues(params),
    query: textValues(query),
    ...(operation.body ? { body } : {}),
  }));
}

function toRequest(operation: ApiOperation, parts: RequestParts, mutation?: string): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? ''),
  );
  const search = new URLSearchParams(parts.query).toString();
  return {
    operation,
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    ...('body' in parts ? { payload: parts.body } : {}),
    ...(mutation ? { mutation } : {}),
  };
}

/** Requests that keep to the operation's documented inputs. */
export function validRequests(operation: ApiOperation): fc.Arbitrary<FuzzRequest> {
  return validParts(operation).map((parts) => toRequest(operation, parts));
}

/** Whether the endpoint's own schemas refuse these inputs: only then is a request hostile. */
export function contractRefuses(operation: ApiOperation, parts: RequestParts): boolean {
  const { params, query, body } = operation.endpoint;
  return (
    (params !== undefined && !params.safeParse(parts.params).success) ||
    (query !== undefined && !query.safeParse(parts.query).success) ||
    (body !== undefined && !body.safeParse(parts.body).success)
  );
}

/** Replaces one input of a request (or drops it), and names what it did. */
export type Mutation = (
  parts: RequestParts,
  value: unknown,
) => { parts: RequestParts; label: string };

/** Each input of the operation one hostile value can replace, or a required field to drop. */
export function mutations(operation: ApiOperation): Mutation[] {
  const found: Mutation[] = [];
  for (const name of Object.keys(operation.pathParameters)) {
    found.push((parts, value) => ({
      parts: { ...parts, params: { ...parts.params, [name]: asUrlText(value) } },
      label: `path ${name}`,
    }));
  }
  for (const name of Object.keys(operation.queryParameters)) {
    found.push((parts, value) => ({
      parts: { ...parts, query: { ...parts.query, [name]: asUrlText(value) } },
      label: `query ${name}`,
    }));
  }
  if (operation.body) {
    found.push((parts, value) => ({ parts: { ...parts, body: value }, label: 'the whole body' }));
    for (const name of Object.keys(operation.body.properties ?? {})) {
      found.push((parts, value) => ({
        parts: { ...parts, body: { ...(parts.body as object), [name]: value } },
        label: `body ${name}`,
      }));
    }
    for (const name of operation.body.required ?? []) {
      found.push((parts) => {
        const rest = { ...(parts.body as Record<string, unknown>) };
        delete rest[name];
        return { parts: { ...parts, body: rest }, label: `body without ${name}` };
      });
    }
  }
  return found;
}

function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}… (${text.length} chars)` : text;
}

/** Raw bodies no JSON parser should choke on: broken, absurdly deep, or not JSON at all. */
const RAW_BODIES: readonly { label: string; text: string; contentType: string }[] = [
  { label: 'a truncated JSON body', text: '{"location_ndx": 1,', contentType: 'application/json' },
  {
    label: 'a JSON body nested 100,000 deep',
    text: '['.repeat(100_000) + ']'.repeat(100_000),
    contentType: 'application/json',
  },
  { label: 'a text/plain body', text: 'location_ndx=1', contentType: 'text/plain' },
  {
    label: 'a JSON body with a duplicate __proto__',
    text: '{"__proto__":{"x":1},"__proto__":{"y":2}}',
    contentType: 'application/json',
  },
];

/** `If-Match` values no record has: a stale version, a weak tag, junk, and a huge header. */
const STALE_VERSIONS: readonly string[] = [
  '"0000000000000000"',
  'W/"0000000000000000"',
  'not-a-tag',
  '"' + 'f'.repeat(4_000) + '"',
  '"a", "b", "c"',
];

/**
 * Requests the operation's contract refuses: a valid request with one input replaced by a
 * hostile value (kept only where the endpoint's schema refuses it), a required field dropped,
 * a raw body no parser should accept, or (for a conditional write) a version no record has. `null` when the operation takes no input to break.
 */
export function hostileRequests(operation: ApiOperation): fc.Arbitrary<FuzzRequest> | null {
  const breakers = mutations(operation);
  // A filter that never passes would draw for ever: make sure some hostile value is refused.
  const [probe] = fc.sample(validParts(operation), { numRuns: 1, seed: 1 });
  const breakable = breakers.some((mutate) =>
    HOSTILE_VALUES.some((value) => contractRefuses(operation, mutate(probe!, value).parts)),
  );
  if (!breakable) return null;
  const mutated = fc
    .tuple(validParts(operation), fc.constantFrom(...breakers), fc.constantFrom(...HOSTILE_VALUES))
    .map(([parts, mutate, value]) => {
      const { parts: broken, label } = mutate(parts, value);
      return {
        broken,
        mutation: label.startsWith('body without') ? label : `${label} = ${describeValue(value)}`,
      };
    })
    .filter(({ broken }) => contractRefuses(operation, broken))
    .map(({ broken, mutation }) => toRequest(operation, broken, mutation));
  const versionMismatches = fc
    .tuple(validParts(operation), fc.constantFrom(...STALE_VERSIONS))
    .map(([parts, version]) => ({
      ...toRequest(operation, parts, `If-Match: ${describeValue(version)}`),
      headers: { 'if-match': version },
    }));
  const conditional = operation.endpoint.preconditionFailed !== undefined;
  if (!operation.body) {
    return conditional
      ? fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: versionMismatches, weight: 1 })
      : mutated;
  }
  const raw = fc
    .tuple(validParts(operation), fc.constantFrom(...RAW_BODIES))
    .map(([parts, body]) => ({
      ...toRequest(operation, { params: parts.params, query: parts.query }, body.label),
      rawPayload: body.text,
      contentType: body.contentType,
    }));
  return fc.oneof(
    { arbitrary: mutated, weight: 4 },
    { arbitrary: raw, weight: 1 },
    ...(conditional ? [{ arbitrary: versionMismatches, weight: 1 }] : []),
  );
}
