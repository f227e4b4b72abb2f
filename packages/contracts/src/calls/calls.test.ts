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

it('loads no zod: a page calling the API through it builds no schema', async () => {
  expect(await failureImporting(() => import('./index'))).toBeNull();
});

it('would see zod loaded (the endpoints with their schemas load it)', async () => {
  expect(await failureImporting(() => import('../endpoints'))).toEqual(new Error('zod was loaded'));
});
