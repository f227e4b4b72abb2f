/** Where every copy of zod on the page reads its settings (zod/v4/core's `config()` keeps them there). */
const ZOD_SETTINGS_KEY = '__zod_globalConfig';

type ZodSettingsHolder = { [ZOD_SETTINGS_KEY]?: Record<string, unknown> };

/**
 * Tells zod not to compile parsers with `new Function`. The site's Content-Security-Policy forbids
 * eval: without this, zod probes for it on its first parse and the browser reports a violation.
 *
 * The shell and each remote bundle zod of their own, and all of them keep their settings in one
 * global, so the shell sets it once before any of them loads. Set directly rather than through
 * zod's `config()`, so that pages which parse nothing (the landing page) do not load zod for it;
 * `zodJitless.test.ts` fails if zod stops reading the setting from there.
 */
export function presetZodJitless(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder[ZOD_SETTINGS_KEY] = { ...holder[ZOD_SETTINGS_KEY], jitless: true };
}
