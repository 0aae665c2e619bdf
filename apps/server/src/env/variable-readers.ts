// The readers a variable's text goes through: blank is unset, and a bad value
// is an issue naming the variable and the value as written.
import { z } from 'zod';

/** What a group of variables parses to. */
export type VariablesOf<TShape extends z.ZodRawShape> = z.output<z.ZodObject<TShape>>;

/** A value quoted for a message, cut to 60 characters. */
export const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** An unset or blank variable, so `FAQ_PATH=` in a .env file means "not set". */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * A variable that `read` turns into its value, or fallback when unset.
 * `read` answers undefined for a bad value: the issue says "NAME must RULE, got VALUE" (VALUE as `reveal` shows it).
 */
export function checkedVariable<TValue, TFallback>(
  name: string,
  rule: string,
  read: (value: string) => TValue | undefined,
  fallback: TFallback,
  reveal: (value: string) => string = (value) => value,
) {
  return optionalText.transform((value, ctx): TValue | TFallback => {
    if (value === undefined) return fallback;
    const parsed = read(value);
    if (parsed !== undefined) return parsed;
    ctx.addIssue({ code: 'custom', message: `${name} must ${rule}, got ${shown(reveal(value))}.` });
    return z.NEVER;
  });
}

export function wholeNumber<TFallback extends number | null>(name: string, min: number, max: number, fallback: TFallback) {
  const read = (value: string) => {
    const number = Number(value);
    return /^\d+$/.test(value) && number >= min && number <= max ? number : undefined;
  };
  return checkedVariable(name, `be a whole number from ${min} to ${max}`, read, fallback);
}

const FLAGS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
]);

export function booleanFlag<TFallback extends boolean | null>(name: string, fallback: TFallback) {
  return checkedVariable(name, 'be true or false', (value) => FLAGS.get(value.toLowerCase()), fallback);
}

/** A value the pattern accepts (then normalised), or null when unset. */
export function matching(name: string, rule: string, pattern: RegExp, normalise: (value: string) => string = (value) => value) {
  return checkedVariable(name, rule, (value) => (pattern.test(value) ? normalise(value) : undefined), null);
}

/** A value that must start with a fixed prefix (Stripe's `pk_`, `prctbl_`), or null when unset. */
export function prefixed(name: string, prefix: string) {
  return checkedVariable(name, `start with ${prefix}`, (value) => (value.startsWith(prefix) && value.length > prefix.length ? value : undefined), null);
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) URL, kept in the form `pick` takes from it, or null when unset. */
export function httpUrl(name: string, pick: (url: URL, value: string) => string) {
  return checkedVariable(
    name,
    'be an http:// or https:// address',
    (value) => {
      const url = parseHttpUrl(value);
      return url && pick(url, value);
    },
    null,
  );
}

/** A URL's text without what precedes its last '@' (a user and password), scheme kept; also when it does not parse. */
const withoutCredentials = (value: string) => value.replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, '$1[redacted]@');

/** A postgres:// or postgresql:// URL as written, or null when unset; a bad value is shown without its credentials. */
export function postgresUrl(name: string) {
  const read = (value: string) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'postgres:' || protocol === 'postgresql:' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return checkedVariable(name, 'be a postgres:// or postgresql:// URL', read, null, withoutCredentials);
}

/** A comma-separated list, each item trimmed, blanks dropped; [] when unset. */
export function commaList(name: string, item?: { pattern: RegExp; what: string }) {
  return optionalText.transform((value, ctx) => {
    const items = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const bad = item ? items.find((part) => !item.pattern.test(part)) : undefined;
    if (bad === undefined) return items;
    ctx.addIssue({ code: 'custom', message: `${name} must be a comma-separated list of ${item!.what}, got ${shown(bad)}.` });
    return z.NEVER;
  });
}
