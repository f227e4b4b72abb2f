/** What the export split button produces (spec/public-map.md §2, §4). */
export type ExportKind = 'pdf' | 'png';

/** One export choice: what it makes and its label. */
export interface ExportOption {
  kind: ExportKind;
  label: string;
}

/** The export choices in menu order; the first is the button's action until another is picked. */
export const EXPORT_OPTIONS: readonly ExportOption[] = [
  { kind: 'pdf', label: 'Print PDF' },
  { kind: 'png', label: 'Save PNG' },
];
