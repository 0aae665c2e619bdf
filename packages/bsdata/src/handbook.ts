import type { Handbook } from '@scrolldex/rules/model';

/** The General's Handbook force entries of the game system, oldest first. */
export const HANDBOOKS: readonly Handbook[] = [
  { id: 'f079-501a-2738-6844', name: "General's Handbook 2024-25", season: '2024-25' },
  { id: 'f079-501a-2738-6845', name: "General's Handbook 2025-26", season: '2025-26' },
  { id: '0151-9c5b-2f1e-32d4', name: "General's Handbook 2026-27", season: '2026-27' },
];

/** The newest known handbook among the game system's force entry ids. */
export function findCurrentHandbook(forceEntryIds: ReadonlySet<string>): Handbook | undefined {
  for (let i = HANDBOOKS.length - 1; i >= 0; i--) {
    const handbook = HANDBOOKS[i]!;
    if (forceEntryIds.has(handbook.id)) return handbook;
  }
  return undefined;
}
