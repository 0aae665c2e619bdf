/** 'synced/total' for a sync card, where synced = total minus unsynced. */
export function syncStatus(total: number, unsynced: number): string {
  return `${Math.max(0, total - unsynced)}/${total}`;
}
