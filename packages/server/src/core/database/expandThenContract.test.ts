import path from 'node:path';
import { readMigrations } from './migrate';
import { contractingStatements, sqlStatements } from './testing/contractingStatements';

const MIGRATIONS = path.join(__dirname, 'migrations');

/**
 * The contracting statements shipped on purpose, each with why the previous release's servers
 * keep working beside it: the table or column is one no server of the previous release reads or
 * writes any more (it stopped in an earlier release: expand, then contract). An entry names the
 * migration, what it does (as the check says it) and the statement (comments removed, whitespace
 * collapsed).
 *
 * None so far: every migration up to this release only creates tables, indexes, functions and
 * triggers, adds nullable columns (0012, 0014, 0015) and inserts or updates rows (0006 renames a
 * map layer's display name, a value, not a column).
 */
const ALLOWED: { migration: string; what: string; statement: string; why: string }[] = [];

describe('migrations are written expand-then-contract', () => {
  it("take nothing away that the previous release's queries use, unless allowed above", () => {
    const found = readMigrations(MIGRATIONS).flatMap((migration) =>
      contractingStatements(migration.sql).map((contraction) => ({
        migration: migration.file,
        ...contraction,
      })),
    );
    const unexplained = found.filter(
      (contraction) =>
        !ALLOWED.some(
          (allowed) =>
            allowed.migration === contraction.migration &&
            allowed.what === contraction.what &&
            allowed.statement === contraction.statement,
        ),
    );
    expect(unexplained).toEqual([]);
  });

  it.each([
    ['ALTER TABLE locations DROP COLUMN county_name;', 'drops a column'],
    ['ALTER TABLE locations DROP county_name;', 'drops a column'],
    ['DROP TABLE IF EXISTS waterbodies;', 'drops a table'],
    ['DROP VIEW public_locations;', 'drops a view'],
    ['ALTER TABLE units RENAME TO measure_units;', 'renames'],
    ['ALTER TABLE units RENAME COLUMN unit_desc TO label;', 'renames'],
    ['ALTER TABLE locations ALTER COLUMN latitude TYPE real;', "changes a column's type"],
    ['ALTER TABLE locations ALTER latitude SET DATA TYPE real;', "changes a column's type"],
    [
      'ALTER TABLE locations ALTER COLUMN county_name SET NOT NULL;',
      'makes a column NOT NULL without a default',
    ],
    [
      'ALTER TABLE locations ADD COLUMN basin text NOT NULL;',
      'adds a NOT NULL column without a default',
    ],
    [
      "DO $$ BEGIN EXECUTE 'ALTER TABLE ' || 'units' || ' DROP COLUMN unit_desc'; END $$;",
      'drops a column',
    ],
  ])('finds %s', (sql, what) => {
    expect(contractingStatements(sql).map((found) => found.what)).toEqual([what]);
  });

  it.each([
    'ALTER TABLE import_runs ADD COLUMN server text;',
    "ALTER TABLE locations ADD COLUMN basin text NOT NULL DEFAULT 'South Platte';",
    "ALTER TABLE locations ALTER COLUMN basin SET DEFAULT 'x', ALTER COLUMN basin SET NOT NULL;",
    'ALTER TABLE release_entries DROP CONSTRAINT release_entries_min_clients_check;',
    'CREATE TABLE notes (id int NOT NULL, body text NOT NULL);',
    "UPDATE map_layers SET name = replace(name, 'United Locations', 'United Infrastructure');",
    '-- DROP TABLE units; in a comment\nSELECT 1;',
  ])('lets %s pass', (sql) => {
    expect(contractingStatements(sql)).toEqual([]);
  });

  it('splits statements at semicolons outside quotes and dollar-quoted bodies', () => {
    expect(
      sqlStatements(
        "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;\n-- x; y\nSELECT ';' /* ; */;",
      ),
    ).toEqual([
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$',
      "SELECT ';'",
    ]);
  });
});
