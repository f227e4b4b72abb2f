import { InvalidParameter } from './ogcRefusals';

/** The encodings an `/ogc` answer comes in, by the `f` parameter. */
export type OutputFormat = 'json' | 'html' | 'csv';

/** The `f` a request asks for among those the resource offers; JSON when absent. */
export function readFormat(
  value: string | undefined,
  offered: readonly OutputFormat[],
): OutputFormat {
  if (value === undefined) return 'json';
  const format = offered.find((candidate) => candidate === value);
  if (!format) throw new InvalidParameter('f', `must be one of ${offered.join(', ')}.`);
  return format;
}
