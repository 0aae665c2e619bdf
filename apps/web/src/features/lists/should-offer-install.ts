// When the app may offer 'add to home screen':
// at most once a day, only once the player has lists, never when installed.

export const INSTALL_OFFER_INTERVAL_MS = 24 * 3_600_000;

export type InstallOfferState = {
  /** When the offer was last shown (ms since the epoch); null: never. */
  lastOfferedAt: number | null;
  /** Saved lists that are not deleted. */
  listCount: number;
  /** Running as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  now: number;
};

export function shouldOfferInstall({ lastOfferedAt, listCount, standalone, now }: InstallOfferState): boolean {
  if (standalone || listCount === 0) return false;
  return lastOfferedAt === null || now - lastOfferedAt >= INSTALL_OFFER_INTERVAL_MS;
}
