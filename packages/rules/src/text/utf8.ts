// UTF-8 without TextEncoder/TextDecoder: the rules package compiles against
// ES2022 alone, with no DOM or Node types.

const REPLACEMENT = 0xfffd;

/** Encodes a string as UTF-8; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function encodeUtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else code = REPLACEMENT;
    } else if (code >= 0xdc00 && code <= 0xdfff) code = REPLACEMENT;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(bytes);
}

/** Decodes strict UTF-8; undefined for malformed input (overlong forms, surrogates, truncation). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const first = bytes[i]!;
    let code: number;
    let extra: number;
    let min: number;
    if (first < 0x80) {
      out += String.fromCharCode(first);
      i++;
      continue;
    } else if (first >= 0xc2 && first <= 0xdf) [code, extra, min] = [first & 0x1f, 1, 0x80];
    else if (first >= 0xe0 && first <= 0xef) [code, extra, min] = [first & 0x0f, 2, 0x800];
    else if (first >= 0xf0 && first <= 0xf4) [code, extra, min] = [first & 0x07, 3, 0x10000];
    else return undefined;
    if (i + extra >= bytes.length) return undefined;
    for (let k = 1; k <= extra; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return undefined;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    out += String.fromCodePoint(code);
    i += extra + 1;
  }
  return out;
}
