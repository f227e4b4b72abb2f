// The part of madge's API the import check uses (madge ships no types).
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string;
    detectiveOptions?: Record<string, { skipTypeImports?: boolean }>;
  }

  interface MadgeResult {
    /** Each cycle as the modules on it, relative to `baseDir`. */
    circular(): string[][];
    /** The imports madge could not resolve to a file, as written. */
    warnings(): { skipped: string[] };
  }

  export default function madge(paths: string[], config: MadgeConfig): Promise<MadgeResult>;
}
