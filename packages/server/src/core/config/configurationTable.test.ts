import fs from 'node:fs';
import path from 'node:path';
import { environmentSchema } from '../../environmentSchema';
import { variableDocs } from './environmentVariable';

/**
 * The operators' configuration page (`docs/operating/configuration.md`) and the environment
 * schema must list the same variables, in the same order, with the same defaults. How defaults
 * compare: every schema entry carries the page's default cell verbatim (`readme`). A fixed
 * default is kept as the text an operator would type and parsed like one, and its cell is that
 * text in backticks, so the table states the very value the server uses; a derived or absent
 * default is words. The "## Build and test tools" table lists variables the server never reads.
 */

const CONFIGURATION_PAGE = 'docs/operating/configuration.md';
const WORKSPACE = path.resolve(__dirname, '../../../../..');
// From a line break on, so that the page's first heading is found like any other.
const PAGE = `\n${fs.readFileSync(path.join(WORKSPACE, CONFIGURATION_PAGE), 'utf8')}`;

/** The rows (variable, default cell) of the first table after `heading`. */
function tableAfter(heading: string): [string, string][] {
  const start = PAGE.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`${CONFIGURATION_PAGE} has no heading "${heading}".`);
  const section = PAGE.slice(start);
  const rows: [string, string][] = [];
  for (const line of section.split('\n').slice(2)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    const [name = '', defaultCell = ''] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const variable = /^`([A-Z0-9_]+)`$/.exec(name)?.[1];
    if (variable) rows.push([variable, defaultCell]);
  }
  return rows;
}

const schemaRows = Object.entries(environmentSchema.shape).map(
  ([variable, field]): [string, string] => [variable, variableDocs.get(field)?.readme ?? ''],
);

describe("the operators' configuration table", () => {
  it('lists exactly the variables of the schema, in its order, with its defaults', () => {
    expect(tableAfter('# Configuration')).toEqual(schemaRows);
  });

  it('shows every fixed default as the value the server parses', () => {
    const parsed = environmentSchema.parse({}) as Record<string, unknown>;
    for (const [variable, field] of Object.entries(environmentSchema.shape)) {
      const doc = variableDocs.get(field);
      if (doc?.default === undefined) continue;
      expect({ variable, readme: doc.readme }).toEqual({ variable, readme: `\`${doc.default}\`` });
      expect({ variable, parsed: String(parsed[variable]) }).toEqual({
        variable,
        parsed: doc.default,
      });
    }
  });

  it('keeps the build and test tools’ variables out of the server’s schema', () => {
    const tools = tableAfter('## Build and test tools').map(([variable]) => variable);
    expect(tools).toEqual([
      'POSTGRES_BIN',
      'HEADGATE_VERSION',
      'CHROMIUM_PATH',
      'NGINX_BIN',
      'E2E_PORT',
    ]);
    expect(tools.filter((variable) => variable in environmentSchema.shape)).toEqual([]);
  });
});
