import type { ExpressionValue } from 'ol/expr/expression';

/** A Mapbox GL value this translator cannot express for OpenLayers. */
export class UnsupportedExpressionError extends Error {
  constructor(readonly expression: unknown) {
    super(`Unsupported map style expression: ${JSON.stringify(expression)}`);
    this.name = 'UnsupportedExpressionError';
  }
}

// Operators with the same name, arity and meaning in both languages.
const SAME_OPERATORS = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '!',
  'all',
  'any',
  'coalesce',
  'to-string',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  'abs',
  'floor',
  'round',
  'ceil',
  'sqrt',
]);

// WebGL turns every property into a shader attribute named after it.
const ATTRIBUTE_SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Translates a Mapbox GL style-spec value (a literal or an expression such as `['get', ...]`,
 * `step`, `case`, `match`, `interpolate`) into an OpenLayers flat-style expression that the
 * WebGL renderer accepts. Throws {@link UnsupportedExpressionError} for anything else, so the
 * caller can fall back to a default instead of drawing something wrong.
 */
export function toFlatExpression(value: unknown): ExpressionValue {
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  if (!Array.isArray(value) || typeof value[0] !== 'string') {
    throw new UnsupportedExpressionError(value);
  }
  const [operator, ...args] = value as [string, ...unknown[]];
  if (SAME_OPERATORS.has(operator)) return [operator, ...args.map(toFlatExpression)];
  switch (operator) {
    case 'get':
    case 'has':
      return [operator, propertyName(value, args)];
    case 'literal':
      return literal(value, args[0]);
    case 'zoom':
      return ['zoom'];
    case 'step':
      return step(value, args);
    case 'case':
      return ['case', ...args.map(toFlatExpression)];
    case 'match':
      return match(value, args);
    case 'interpolate':
      return interpolate(value, args);
    default:
      throw new UnsupportedExpressionError(value);
  }
}

function propertyName(expression: unknown, args: unknown[]): string {
  const [name] = args;
  if (args.length !== 1 || typeof name !== 'string' || !ATTRIBUTE_SAFE_NAME.test(name)) {
    throw new UnsupportedExpressionError(expression);
  }
  return name;
}

function literal(expression: unknown, content: unknown): ExpressionValue {
  if (Array.isArray(content) && content.every((item) => typeof item === 'number')) return content;
  if (typeof content === 'string' || typeof content === 'number') return content;
  throw new UnsupportedExpressionError(expression);
}

/** `step` has no OpenLayers twin: the highest stop the input reaches wins, as a `case` chain. */
function step(expression: unknown, args: unknown[]): ExpressionValue {
  const [input, base, ...stops] = args;
  if (input === undefined || base === undefined || stops.length % 2 !== 0) {
    throw new UnsupportedExpressionError(expression);
  }
  if (stops.length === 0) return toFlatExpression(base);
  const flatInput = toFlatExpression(input);
  const branches: ExpressionValue[] = [];
  for (let index = stops.length - 2; index >= 0; index -= 2) {
    branches.push(['>=', flatInput, toFlatExpression(stops[index])]);
    branches.push(toFlatExpression(stops[index + 1]));
  }
  return ['case', ...branches, toFlatExpression(base)];
}

/** Mapbox lets one `match` arm list several labels; OpenLayers wants one label per arm. */
function match(expression: unknown, args: unknown[]): ExpressionValue {
  const [input, ...rest] = args;
  if (input === undefined || rest.length % 2 !== 1)
    throw new UnsupportedExpressionError(expression);
  const arms: ExpressionValue[] = [];
  for (let index = 0; index < rest.length - 1; index += 2) {
    const labels = rest[index];
    const output = toFlatExpression(rest[index + 1]);
    for (const label of Array.isArray(labels) ? labels : [labels]) {
      if (typeof label !== 'string' && typeof label !== 'number') {
        throw new UnsupportedExpressionError(expression);
      }
      arms.push(label, output);
    }
  }
  return ['match', toFlatExpression(input), ...arms, toFlatExpression(rest[rest.length - 1])];
}

function interpolate(expression: unknown, args: unknown[]): ExpressionValue {
  const [interpolation, input, ...stops] = args;
  const kind = Array.isArray(interpolation) ? interpolation[0] : undefined;
  if ((kind !== 'linear' && kind !== 'exponential') || input === undefined || stops.length < 2) {
    throw new UnsupportedExpressionError(expression);
  }
  return [
    'interpolate',
    interpolation as ExpressionValue,
    toFlatExpression(input),
    ...stops.map(toFlatExpression),
  ];
}
