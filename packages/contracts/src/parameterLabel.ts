/** A parameter with its units, once: the district's names often carry them already ("Flow (cfs)"). */
export function parameterLabel(name: string, units: string): string {
  return !units || name.includes(`(${units})`) ? name : `${name} (${units})`;
}
