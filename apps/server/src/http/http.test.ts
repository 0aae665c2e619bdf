import { describe, expect, it } from 'vitest';

import { negotiateEncoding } from './negotiate-encoding.js';
import { redactUrl } from './redact-url.js';
import { matchesEtag } from './send-precompressed.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('redactUrl', () => {
  it('hides the values of secret-looking query parameters only', () => {
    expect(redactUrl('/bcp/refresh?refreshToken=eyJabc&x=1')).toBe('/bcp/refresh?refreshToken=[redacted]&x=1');
    expect(redactUrl('/account?stripe_session_id=cs_123&subscription_managed=true')).toBe('/account?stripe_session_id=[redacted]&subscription_managed=true');
    expect(redactUrl('/blob?name=main')).toBe('/blob?name=main');
    expect(redactUrl('/manifest')).toBe('/manifest');
  });
});
