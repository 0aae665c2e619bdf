// The import route on a developer variant: a dev_variant
// cookie naming one of the configured variants sends the page to that
// subdomain of the developer host. Any other value is ignored, so the cookie
// can never redirect anywhere else (docs/decisions.md, "Developer mode").

export const DEV_VARIANT_COOKIE = 'dev_variant';

/** A cookie's value from a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

type Location = { protocol: string; hostname: string; pathname: string; search: string; hash: string };
type DevConfig = { devHost: string | null; devVariants: readonly string[] };

/** Where the page should go, or null: no dev host, no cookie, an unknown variant, or already there. */
export function devVariantTarget(location: Location, cookies: string, config: DevConfig): string | null {
  if (!config.devHost) return null;
  const variant = readCookie(cookies, DEV_VARIANT_COOKIE);
  if (!variant || !config.devVariants.includes(variant)) return null;
  const host = `${variant}.${config.devHost}`;
  if (location.hostname === host) return null;
  return `${location.protocol}//${host}${location.pathname}${location.search}${location.hash}`;
}
