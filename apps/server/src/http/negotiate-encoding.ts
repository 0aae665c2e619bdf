export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Preference when the client rates several encodings alike: smallest first. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * Picks the encoding to send from an Accept-Encoding header (RFC 9110 §12.5.3):
 * the highest q-value among br, gzip and identity, br first on a tie.
 * identity is acceptable unless refused (`identity;q=0`, or `*;q=0` without it).
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number.isFinite(Number(value)) ? Number(value) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const star = weights.get('*');
  const weightOf = (encoding: ContentEncoding): number => {
    const own = weights.get(encoding);
    if (own !== undefined) return own;
    if (star !== undefined) return star;
    return encoding === 'identity' ? 0.001 : 0;
  };
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
