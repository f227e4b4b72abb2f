/** Jest's test sequencer with the known long files moved ahead (see longFilesFirst.cjs). */
declare class LongFilesFirst {
  constructor(options: { contexts: unknown[]; globalConfig: unknown });
  sort<T extends { path: string }>(tests: T[]): Promise<T[]>;
}
declare namespace LongFilesFirst {
  /** Workspace-relative paths of the long test files, slowest first. */
  const LONG_FILES: readonly string[];
}
export = LongFilesFirst;
