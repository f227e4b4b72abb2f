import { readdirSync } from 'node:fs';
import * as contracts from './index';

/** The areas of the contracts: the folders whose `index.ts` gathers an area's modules. */
const areas = readdirSync(__dirname, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && readdirSync(`${__dirname}/${entry.name}`).includes('index.ts'),
  )
  .map((entry) => entry.name);

it.each(areas)("exports everything of the area '%s'", async (area) => {
  const exported: Record<string, unknown> = await import(`./${area}`);
  expect(Object.keys(exported).length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(exported))
    expect((contracts as Record<string, unknown>)[name]).toBe(value);
});
