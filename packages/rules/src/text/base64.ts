// A small base64 codec: URL-safe output without padding; input in either
// alphabet, with or without padding.

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Character code -> 6-bit value, or -1; '+' and '-' both mean 62, '/' and '_' both 63. */
const VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let i = 0; i < URL_SAFE.length; i++) values[URL_SAFE.charCodeAt(i)] = i;
  values['+'.charCodeAt(0)] = 62;
  values['/'.charCodeAt(0)] = 63;
  return values;
})();

export function encodeBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += URL_SAFE[n >> 18]! + URL_SAFE[(n >> 12) & 63]! + URL_SAFE[(n >> 6) & 63]! + URL_SAFE[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += URL_SAFE[n >> 18]! + URL_SAFE[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += URL_SAFE[n >> 18]! + URL_SAFE[(n >> 12) & 63]! + URL_SAFE[(n >> 6) & 63]!;
  }
  return out;
}

export type Base64Failure = { ok: false; at: number; reason: 'character' | 'length' };

/**
 * Decodes base64 in the standard or URL-safe alphabet. Trailing '=' padding
 * is optional. Reports the offset of the first bad character.
 */
export function decodeBase64(text: string): { ok: true; bytes: Uint8Array } | Base64Failure {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */ && text.length - end < 2) end--;
  const bytes = new Uint8Array(Math.floor((end * 3) / 4));
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0) return { ok: false, at: i, reason: 'character' };
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = (buffer >> bits) & 0xff;
    }
  }
  if (end % 4 === 1) return { ok: false, at: end - 1, reason: 'length' };
  if (end < text.length && (end + (text.length - end)) % 4 !== 0) return { ok: false, at: end, reason: 'length' };
  return { ok: true, bytes: bytes.subarray(0, length) };
}
