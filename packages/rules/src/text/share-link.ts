// Import links carry the export text as URL-safe base64 without padding, of
// its UTF-8 bytes (docs/decisions.md, "Import links"). Decoding also accepts standard base64,
// padding and a percent-encoded segment.
import { fail, ok, type Result } from '../shared/result.js';
import { decodeBase64, encodeBase64Url } from './base64.js';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

export const SHARE_LINK_MESSAGES = {
  SHARE_LINK_EMPTY: 'The import link holds no list.',
  SHARE_LINK_INVALID_BASE64: 'The import link is damaged: it is not valid base64.',
  SHARE_LINK_INVALID_TEXT: 'The import link is damaged: it does not decode to text.',
} as const;
export type ShareLinkErrorCode = keyof typeof SHARE_LINK_MESSAGES;
export type ShareLinkError = { code: ShareLinkErrorCode; message: string; start: number; end: number };

const error = (code: ShareLinkErrorCode, start: number, end: number): ShareLinkError => ({
  code,
  message: SHARE_LINK_MESSAGES[code],
  start,
  end,
});

/** The path segment of an import link for an export text. */
export function encodeShareLink(text: string): string {
  return encodeBase64Url(encodeUtf8(text));
}

function percentDecoded(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The export text of an import link's path segment. Never throws. */
export function decodeShareLink(segment: string): Result<string, ShareLinkError> {
  const decoded = percentDecoded(segment.trim());
  if (decoded === undefined) return fail([error('SHARE_LINK_INVALID_BASE64', 0, segment.length)]);
  const compact = decoded.replace(/\s+/g, '');
  if (compact.length === 0) return fail([error('SHARE_LINK_EMPTY', 0, segment.length)]);
  const bytes = decodeBase64(compact);
  if (!bytes.ok) {
    const exact = compact === segment;
    return fail([error('SHARE_LINK_INVALID_BASE64', exact ? bytes.at : 0, exact ? bytes.at + 1 : segment.length)]);
  }
  const text = decodeUtf8(bytes.bytes);
  if (text === undefined) return fail([error('SHARE_LINK_INVALID_TEXT', 0, segment.length)]);
  return ok(text);
}
