import { presetZodJitless } from './zodJitless';

it('makes every zod loaded afterwards parse without compiling code', async () => {
  presetZodJitless();
  const { config } = await import('zod/v4/core');
  const { z } = await import('zod');
  const compile = jest.spyOn(globalThis, 'Function');

  expect(config().jitless).toBe(true);
  expect(z.object({ name: z.string() }).parse({ name: 'Headgate' })).toEqual({ name: 'Headgate' });
  expect(compile).not.toHaveBeenCalled();
});
