// Which of the list's choices a sheet is open for.
import type { ListLoreKind } from '@scrolldex/rules';

export type ListChoice =
  { kind: 'formation' } | { kind: 'card'; slot: 1 | 2 } | { kind: 'lore'; lore: ListLoreKind } | { kind: 'renown' } | { kind: 'terrain' };
