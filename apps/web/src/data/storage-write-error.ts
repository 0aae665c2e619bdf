// What a failed write to the device's storage says to the player. A full store
// is the common case (the browser's quota, or a phone out of space); IndexedDB
// reports it as a QuotaExceededError, which dexie may wrap in an AbortError.

export const STORAGE_FULL = 'Could not save on this device: storage is full.';

function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, inner, cause } = error as { name?: unknown; inner?: unknown; cause?: unknown };
  return name === 'QuotaExceededError' || isQuotaError(inner, depth + 1) || isQuotaError(cause, depth + 1);
}

/** The sentence for a failed write: storage full, or the browser's own reason. */
export function storageWriteErrorSentence(error: unknown): string {
  if (isQuotaError(error)) return STORAGE_FULL;
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message.trim().replace(/\.$/, '') : 'the browser refused the write';
  return `Could not save on this device: ${reason}.`;
}
