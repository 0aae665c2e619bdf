import { describe, expect, it } from 'vitest';

import { MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { decodeShareLink, encodeShareLink } from './share-link.js';

describe('import links', () => {
  it('encode the UTF-8 text as URL-safe base64 without padding', () => {
    expect(encodeShareLink('Sky Pirates 1680/2000 pts')).toBe('U2t5IFBpcmF0ZXMgMTY4MC8yMDAwIHB0cw');
    expect(encodeShareLink('Sciansá ❤️ ~~~???')).toBe('U2NpYW5zw6Eg4p2k77iPIH5-fj8_Pw');
    expect(encodeShareLink('a')).toBe('YQ');
  });

  it('decode URL-safe or standard base64, with or without padding, or percent-encoded', () => {
    for (const segment of ['U2NpYW5zw6Eg4p2k77iPIH5-fj8_Pw', 'U2NpYW5zw6Eg4p2k77iPIH5+fj8/Pw==', 'U2NpYW5zw6Eg4p2k77iPIH5%2Bfj8%2FPw%3D%3D']) {
      expect(decodeShareLink(segment)).toEqual({ ok: true, value: 'Sciansá ❤️ ~~~???' });
    }
  });

  it('reject an empty segment, a bad character, a bad length and bytes that are not UTF-8', () => {
    expect(decodeShareLink('')).toMatchObject({ ok: false, errors: [{ code: 'SHARE_LINK_EMPTY' }] });
    expect(decodeShareLink('YQ!x')).toMatchObject({ ok: false, errors: [{ code: 'SHARE_LINK_INVALID_BASE64', start: 2, end: 3 }] });
    expect(decodeShareLink('YQxYx')).toMatchObject({ ok: false, errors: [{ code: 'SHARE_LINK_INVALID_BASE64' }] });
    expect(decodeShareLink('%E0%A4%A')).toMatchObject({ ok: false, errors: [{ code: 'SHARE_LINK_INVALID_BASE64' }] });
    expect(decodeShareLink('_w')).toMatchObject({
      ok: false,
      errors: [{ code: 'SHARE_LINK_INVALID_TEXT', message: 'The import link is damaged: it does not decode to text.' }],
    });
  });

  it('decode the longest list text the importer reads, and refuse a segment far past any such text before decoding it', () => {
    const longest = '€'.repeat(MAX_LIST_TEXT_LENGTH);
    expect(decodeShareLink(encodeShareLink(longest))).toEqual({ ok: true, value: longest });
    const grown = encodeShareLink('Sky Pirates 1680/2000 pts').repeat(60_000);
    expect(decodeShareLink(grown)).toEqual({
      ok: false,
      errors: [{ code: 'SHARE_LINK_TOO_LONG', message: 'The import link is too long to hold a list.', start: 0, end: grown.length }],
    });
  });
});
