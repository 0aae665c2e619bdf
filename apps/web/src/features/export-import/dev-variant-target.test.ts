import { describe, expect, it } from 'vitest';

import { devVariantTarget, readCookie } from './dev-variant-target';

const at = (hostname: string) => ({ protocol: 'https:', hostname, pathname: '/import/U2NyCg', search: '?a=1', hash: '#x' });
const config = { devHost: 'dev.example.com', devVariants: ['beta', 'pr-12'] };

describe('devVariantTarget', () => {
  it('sends the import route to the subdomain the cookie names, keeping path, query and hash', () => {
    expect(devVariantTarget(at('scrolldex.example.com'), 'theme=dark; dev_variant=beta', config)).toBe('https://beta.dev.example.com/import/U2NyCg?a=1#x');
  });

  it('stays when already there, without a dev host, without the cookie, or for a variant not configured', () => {
    expect(devVariantTarget(at('beta.dev.example.com'), 'dev_variant=beta', config)).toBeNull();
    expect(devVariantTarget(at('scrolldex.example.com'), 'dev_variant=beta', { devHost: null, devVariants: ['beta'] })).toBeNull();
    expect(devVariantTarget(at('scrolldex.example.com'), 'theme=dark', config)).toBeNull();
    expect(devVariantTarget(at('scrolldex.example.com'), 'dev_variant=evil.com%2F', config)).toBeNull();
    expect(devVariantTarget(at('scrolldex.example.com'), 'dev_variant=', config)).toBeNull();
  });
});

describe('readCookie', () => {
  it('reads one cookie among several, decoded, and null for a missing or damaged one', () => {
    expect(readCookie('a=1; dev_variant=pr-12; b=2', 'dev_variant')).toBe('pr-12');
    expect(readCookie('xdev_variant=beta', 'dev_variant')).toBeNull();
    expect(readCookie('dev_variant=%E0%A4%A', 'dev_variant')).toBeNull();
  });
});
