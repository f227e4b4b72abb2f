/**
 * Finds the statements of a migration that would break the previous release's queries during a
 * rolling upgrade, when both releases' servers run on one database (docs/operating/deploying.md,
 * "Upgrades").
 */

/** A statement of a migration that takes away what the previous release may read or write. */
export interface Contraction {
  /** The statement, comments removed and whitespace collapsed. */
  statement: string;
  /** What it takes away, e.g. "drops a column". */
  what: string;
}

/**
 * The statements of `sql` without comments, split at the semicolons outside quotes. Dollar-quoted
 * bodies (functions, DO blocks) stay whole inside their statement: what they run is checked too.
 */
export function sqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  while (index < sql.length) {
    const rest = sql.slice(index);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', index + 2);
      index = end === -1 ? sql.length : end + 2;
      current += ' ';
    } else if (rest.startsWith("'") || dollar) {
      const quote = dollar ?? "'";
      const end = sql.indexOf(quote, index + quote.length);
      const stop = end === -1 ? sql.length : end + quote.length;
      current += sql.slice(index, stop);
      index = stop;
    } else if (rest.startsWith(';')) {
      statements.push(current);
      current = '';
      index += 1;
    } else {
      current += sql[index];
      index += 1;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The comma-separated actions of an `ALTER TABLE`, commas inside parentheses left alone. */
function alterTableActions(statement: string): string[] {
  const body = /^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?\S+ (.*)$/i.exec(statement)?.[1];
  if (!body) return [];
  const actions: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      actions.push(current.trim());
      current = '';
    } else current += char;
  }
  actions.push(current.trim());
  return actions;
}

/** What one statement takes away from the previous release, if anything. */
function contractionsOf(statement: string): string[] {
  const found: string[] = [];
  if (/\bDROP (?:MATERIALIZED )?VIEW\b/i.test(statement)) found.push('drops a view');
  if (/\bDROP TABLE\b/i.test(statement)) found.push('drops a table');
  if (/\bRENAME\b/i.test(statement)) found.push('renames');
  const actions = alterTableActions(statement);
  const setsDefault = actions.some((action) => /\bSET DEFAULT\b/i.test(action));
  for (const action of actions) {
    // `DROP [COLUMN] name`; `DROP CONSTRAINT` only loosens what the table accepts.
    if (/^DROP (?!CONSTRAINT\b)/i.test(action)) found.push('drops a column');
    if (/^ALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE\b/i.test(action))
      found.push("changes a column's type");
    if (/\bSET NOT NULL\b/i.test(action) && !setsDefault)
      found.push('makes a column NOT NULL without a default');
    if (
      /^ADD (?!CONSTRAINT\b)/i.test(action) &&
      /\bNOT NULL\b/i.test(action) &&
      !/\bDEFAULT\b/i.test(action)
    )
      found.push('adds a NOT NULL column without a default');
  }
  // Dynamic SQL and function bodies are not split into ALTER TABLE actions: check them whole.
  if (actions.length === 0) {
    if (/\bDROP COLUMN\b/i.test(statement)) found.push('drops a column');
    if (/\bALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE\b/i.test(statement))
      found.push("changes a column's type");
    if (/\bSET NOT NULL\b/i.test(statement))
      found.push('makes a column NOT NULL without a default');
  }
  return found;
}

/**
 * The statements of a migration that drop or rename a table, a view or a column, change a
 * column's type, or make a column NOT NULL without a default: each would fail a query of the
 * previous release that still runs beside the new one.
 */
export function contractingStatements(sql: string): Contraction[] {
  return sqlStatements(sql).flatMap((statement) =>
    contractionsOf(statement).map((what) => ({ statement, what })),
  );
}
