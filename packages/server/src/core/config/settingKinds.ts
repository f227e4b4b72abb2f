import { z } from 'zod';

/**
 * The kinds of value an environment variable can hold. Each parses the variable's text and, when
 * it cannot, says what is wrong and what is accepted: "is not a switch; use true/false, …".
 */
export type SettingKind<T> = z.ZodType<T, string>;

/** Makes an issue whose message completes the sentence "VARIABLE=value …". */
function refuse(ctx: z.RefinementCtx<string>, problem: string, accepted: string): never {
  ctx.addIssue({ code: 'custom', message: `${problem}; use ${accepted}` });
  return z.NEVER;
}

const SWITCH_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  on: true,
  yes: true,
  false: false,
  '0': false,
  off: false,
  no: false,
};

/** On or off: true/false, 1/0, on/off, yes/no in any case. */
export function switchSetting(): SettingKind<boolean> {
  return z.string().transform((text, ctx) => {
    const on = SWITCH_WORDS[text.trim().toLowerCase()];
    return on ?? refuse(ctx, 'is not a switch', 'true/false, 1/0, on/off or yes/no');
  });
}

/** A whole number within `min`..`max`, e.g. of milliseconds. */
export function wholeNumber(range: { min: number; max: number; of?: string }): SettingKind<number> {
  const accepted = `a whole number${range.of ? ` of ${range.of}` : ''} from ${range.min} to ${range.max}`;
  return z.string().transform((text, ctx) => {
    const count = /^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(count)) return refuse(ctx, 'is not a whole number', accepted);
    if (count < range.min) return refuse(ctx, `is below ${range.min}`, accepted);
    if (count > range.max) return refuse(ctx, `is above ${range.max}`, accepted);
    return count;
  });
}

/** A share from 0 to 1 (`0.1`: one in ten). */
export function share(): SettingKind<number> {
  const accepted = 'a number from 0 to 1, such as 0.1';
  return z.string().transform((text, ctx) => {
    const value = /^\s*(0|1|0?\.\d+|1\.0*)\s*$/.test(text) ? Number(text) : NaN;
    return Number.isNaN(value) ? refuse(ctx, 'is not a share from 0 to 1', accepted) : value;
  });
}

/** A URL of one of `protocols` (e.g. `['http:', 'https:']`); `example` shows an accepted one. */
export function urlSetting(protocols: readonly string[], example: string): SettingKind<string> {
  const accepted = `a URL like ${example}`;
  return z.string().transform((text, ctx) => {
    const url = URL.parse(text.trim());
    if (!url) return refuse(ctx, 'is not a URL', accepted);
    if (!protocols.includes(url.protocol)) {
      return refuse(ctx, `is a ${url.protocol} URL, not ${protocols.join(' or ')}`, accepted);
    }
    return text.trim();
  });
}

/** An http(s) URL. */
export function httpUrl(example: string): SettingKind<string> {
  return urlSetting(['http:', 'https:'], example);
}

/** One word of `choices`. */
export function choice<const T extends string>(choices: readonly T[]): SettingKind<T> {
  return z.string().transform((text, ctx) => {
    const word = text.trim().toLowerCase();
    return choices.includes(word as T)
      ? (word as T)
      : refuse(ctx, 'is not one of the choices', choices.join(', '));
  });
}

/** Any text, as given. */
export function text(): SettingKind<string> {
  return z.string();
}
