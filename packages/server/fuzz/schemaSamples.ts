import fc from 'fast-check';

/**
 * The part of an OpenAPI 3.0 schema object the API's document uses (as generated from the zod
 * contracts): enough to draw values that keep to it, and values that break it.
 */
export interface OpenApiSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0 writes it as a flag on `minimum`; JSON Schema as a number. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: OpenApiSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  default?: unknown;
}

/** Ids the fixtures hold are small: most drawn integers land on a real record. */
const LIKELY_ID = fc.integer({ min: 1, max: 12 });
/** Long enough to exercise paging and limits, short enough to keep a run quick. */
const MAX_DRAWN_LENGTH = 40;
const MAX_DRAWN_ITEMS = 4;

/** Strings that are harmless as data and have broken servers as code. */
export const ODD_STRINGS: readonly string[] = [
  "' OR 1=1 --",
  'Robert"); DROP TABLE locations;--',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\u0000',
  'e\u0301 \u{1F30A} \u202E',
  '%00%2e%2e%2f',
  ' ',
];

function lowerBound(schema: OpenApiSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return schema.minimum;
}

function upperBound(schema: OpenApiSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum;
  return schema.maximum;
}

function integerSample(schema: OpenApiSchema): fc.Arbitrary<number> {
  const exclusiveLow =
    schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const exclusiveHigh =
    schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const low = lowerBound(schema);
  const high = upperBound(schema);
  const min = Math.max(
    low === undefined ? -1_000_000 : low + (exclusiveLow ? 1 : 0),
    -(2 ** 53 - 1),
  );
  const max = Math.min(
    high === undefined ? 1_000_000 : high - (exclusiveHigh ? 1 : 0),
    2 ** 53 - 1,
  );
  const likely = LIKELY_ID.filter((value) => value >= min && value <= max);
  return fc.oneof(
    { arbitrary: likely, weight: 3 },
    // The bounds are where columns overflow and windows run long.
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
}

function numberSample(schema: OpenApiSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema) ?? -1e6;
  const max = upperBound(schema) ?? 1e6;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function dateSample(format: 'date' | 'date-time'): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => (format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
}

function stringSample(schema: OpenApiSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_DRAWN_LENGTH, MAX_DRAWN_LENGTH),
  );
  const fits = (value: string) =>
    value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'date' || schema.format === 'date-time') return dateSample(schema.format);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 3 },
    { arbitrary: fc.constantFrom(...ODD_STRINGS).filter(fits), weight: 1 },
  );
}

function objectSample(schema: OpenApiSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = sampleOf(property);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** Values that keep to `schema`, weighted towards ones the fixtures know (small ids, real dates). */
export function sampleOf(schema: OpenApiSchema): fc.Arbitrary<unknown> {
  const base = baseSample(schema);
  return schema.nullable
    ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : base;
}

function baseSample(schema: OpenApiSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(sampleOf));
  if (schema.allOf?.length === 1) return sampleOf(schema.allOf[0]!);
  switch (schema.type) {
    case 'string':
      return stringSample(schema);
    case 'integer':
      return integerSample(schema);
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(sampleOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_DRAWN_ITEMS, MAX_DRAWN_ITEMS),
        ),
      });
    case 'object':
      return objectSample(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
