/** What the export split button produces (spec/public-map.md §2, §4). */
export type ExportKind = 'pdf' | 'png';

/** The export choices in menu order; the first is the button's action until another is picked. */
export const EXPORT_OPTIONS: readonly { kind: ExportKind; label: string }[] = [
  { kind: 'pdf', label: 'Print PDF' },
  { kind: 'png', label: 'Save PNG' },
];
