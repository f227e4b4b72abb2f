import { readdirSync } from 'node:fs';
import * as everyCall from './calls';

/** Imports a module of the contracts with zod made to fail on load; resolves with the failure. */
async function failureImporting(load: () => Promise<unknown>): Promise<unknown> {
  let failure: unknown = null;
  await jest.isolateModulesAsync(async () => {
    for (const name of ['zod', 'zod/mini'])
      jest.doMock(name, () => {
        throw new Error(`${name} was loaded`);
      });
    await load().catch((error: unknown) => {
      failure = error;
    });
  });
  return failure;
}

/** The areas of the contracts that define calls: the folders holding a `calls.ts`. */
const areasWithCalls = readdirSync(__dirname, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && readdirSync(`${__dirname}/${entry.name}`).includes('calls.ts'),
  )
  .map((entry) => entry.name);

it('loads no zod: a page calling the API through it builds no schema', async () => {
  expect(await failureImporting(() => import('./calls'))).toBeNull();
});

it('would see zod loaded (the endpoints with their schemas load it)', async () => {
  expect(await failureImporting(() => import('./map/endpoints'))).toEqual(
    new Error('zod was loaded'),
  );
});

it.each(areasWithCalls)("holds every call of the area '%s'", async (area) => {
  const calls: Record<string, unknown> = await import(`./${area}/calls`);
  expect(Object.keys(calls).length).toBeGreaterThan(0);
  for (const [name, call] of Object.entries(calls))
    expect((everyCall as Record<string, unknown>)[name]).toBe(call);
});
