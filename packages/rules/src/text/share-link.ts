// Import links carry the export text as URL-safe base64 without padding, of
// its UTF-8 bytes (docs/decisions.md, "Import links"). Decoding also accepts standard base64,
// padding and a percent-encoded segment.
import { fail, ok, type Result } from '../shared/result.js';
import { decodeBase64, encodeBase64Url } from './base64.js';
import { MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { decodeUtf8, encodeUtf8 } from './utf8.js';

export const SHARE_LINK_MESSAGES = {
  SHARE_LINK_EMPTY: 'The import link holds no list.',
  SHARE_LINK_INVALID_BASE64: 'The import link is damaged: it is not valid base64.',
  SHARE_LINK_INVALID_TEXT: 'The import link is damaged: it does not decode to text.',
  SHARE_LINK_TOO_LONG: 'The import link is too long to hold a list.',
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

/**
 * The longest segment that can hold a list text the importer reads: each character of the text is at most 3 UTF-8
 * bytes, base64 writes 3 bytes in 4 characters, and a chat app may percent-encode each of those in 3. A longer one
 * is refused before any work: decoding megabytes would hold a phone's main thread for seconds for a text the
 * importer refuses anyway.
 */
const MAX_SHARE_LINK_LENGTH = MAX_LIST_TEXT_LENGTH * 4 * 3;

/** The export text of an import link's path segment. Never throws. */
export function decodeShareLink(segment: string): Result<string, ShareLinkError> {
  if (segment.length > MAX_SHARE_LINK_LENGTH) return fail([error('SHARE_LINK_TOO_LONG', 0, segment.length)]);
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
