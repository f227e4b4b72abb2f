import { z } from 'zod';

/** The layout of a backup file this release writes; a later layout gets the next number. */
export const BACKUP_FORMAT = 1;

/** A file of the import share when the backup was made: listed, never copied into the backup. */
const importShareFileSchema = z.object({
  /** Relative to the import share, `/`-separated. */
  path: z.string(),
  size: z.number().int().nonnegative(),
  modifiedAt: z.string(),
});

/**
 * `manifest.json`, the first entry of a backup file: what the dump beside it holds, so that a
 * restore can refuse what it cannot restore and check what it restored.
 */
export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The server package's version that made the backup. */
  productVersion: z.string(),
  createdAt: z.string(),
  database: z.object({
    name: z.string(),
    /** PostgreSQL's `server_version`. */
    serverVersion: z.string(),
    /** The major version of the pg_dump that wrote the dump: pg_restore must be as new. */
    pgDumpMajor: z.number().int().positive(),
  }),
  /** The newest migration applied, null for a database no server has prepared. */
  lastMigration: z.string().nullable(),
  /** `schema_migrations`: each applied migration and its file's sha256 (null: not yet recorded). */
  migrations: z.array(
    z.object({ version: z.string(), checksum: z.string().nullable(), appliedAt: z.string() }),
  ),
  /** Rows of every table of the public schema, in the dump's snapshot. */
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  /** `HEADGATE_IMPORT_DIR` of the server that made the backup, and its files. */
  importShare: z.object({ folder: z.string(), files: z.array(importShareFileSchema) }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type ImportShareFile = z.infer<typeof importShareFileSchema>;
