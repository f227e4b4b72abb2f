/** PromQL's words that look like metric names: operators and modifiers. */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'group_left',
  'group_right',
  'inf',
  'nan',
  'Inf',
  'NaN',
]);

/**
 * The metric names a PromQL expression reads (Grafana's `$variables` allowed): what is left once
 * strings, label matchers, ranges and label lists are taken out, less function calls, keywords
 * and numbers. Enough for the shipped rules and dashboard, not a parser.
 */
export function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = [...bare.matchAll(/(?<![\w$:.])[a-zA-Z_:][\w:]*\b(?!\s*\()/g)].map(
    ([name]) => name,
  );
  return [...new Set(names.filter((name) => !KEYWORDS.has(name)))];
}

/**
 * The sample names a `/metrics` exposition can carry, from its `# TYPE` lines (so a series
 * with no sample yet, such as a counter of sign-ins before the first, counts): a histogram's
 * `_bucket`, `_sum` and `_count`, a summary's `_sum` and `_count` beside its own name.
 */
export function exposedMetricNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (type !== 'histogram') names.add(name!);
    if (type === 'histogram') names.add(`${name}_bucket`);
    if (type === 'histogram' || type === 'summary') {
      names.add(`${name}_sum`);
      names.add(`${name}_count`);
    }
  }
  return names;
}
