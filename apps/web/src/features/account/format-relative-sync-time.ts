const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 'YYYY-MM-DD' of a timestamp in UTC: the default for syncs a week or more ago. */
export function formatIsoDate(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/**
 * When a store last synced, as the sync cards show it: 'Never',
 * 'Just now', '5m ago', '3h ago', 'Yesterday', '4d ago', then the date. The date
 * format is the caller's (the web app passes its locale's); by default ISO
 * 'YYYY-MM-DD' in UTC, the same on every device. A time ahead of now (another
 * device's clock) counts as 'Just now'.
 */
export function formatRelativeSyncTime(lastSynced: number | null, now: number, formatDate: (timestamp: number) => string = formatIsoDate): string {
  if (lastSynced === null) return 'Never';
  const elapsed = now - lastSynced;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days}d ago`;
  return formatDate(lastSynced);
}
