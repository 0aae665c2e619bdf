const decoder = new TextDecoder('utf-8');

/**
 * Decodes a data file's bytes as UTF-8. Folder and git readers both go through
 * here so the same file gives the same text whichever way it was read (a
 * leading byte-order mark is dropped, as editors on Windows add one).
 */
export function decodeText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
