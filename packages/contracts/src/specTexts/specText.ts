/** A user-facing text the specs quote, and how the product answers it. */
export interface SpecText {
  /** The text as the spec quotes it; `{name}` marks a value filled in at run time. */
  text: string;
  /** Where the spec says it, e.g. 'dashboard.md §8'. */
  spec: string;
  /** How the source spells it when that differs (a template, a label's capital). */
  inSource?: string;
  /** Why the product does not show it: a difference from the spec, written down. */
  decision?: string;
}
