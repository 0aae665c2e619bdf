import { nameKey } from '../../../shared/name-key.js';
import type { Rule } from '../../rule.js';

// Holy havoc plays without battle tactic cards; the builder hides both slots there.
const CARD_MODES = ['standard', 'highlander', 'legends'] as const;

/** Two battle tactic cards, each a card of the data, and not the same card twice. */
export const battleTacticsRule: Rule = {
  id: 'battle-tactics/cards',
  modes: CARD_MODES,
  needsArmy: true,
  check({ list, lookup }, report) {
    const chosen = [list.battleTacticCard1, list.battleTacticCard2].filter((card): card is string => !!card?.trim());
    if (chosen.length < 2) report('BATTLE_TACTICS_MISSING', { selected: chosen.length });
    const keys = chosen.map(nameKey);
    keys.forEach((key, index) => {
      // The same unknown name in both slots is one unknown card.
      if (!lookup!.battleTacticCards.has(key) && keys.indexOf(key) === index) report('INVALID_BATTLE_TACTIC', { card: chosen[index]! });
    });
    if (keys.length === 2 && keys[0] === keys[1]) {
      report('DUPLICATE_BATTLE_TACTIC', { card: lookup!.battleTacticCards.get(keys[0]!)?.name ?? chosen[0]! });
    }
  },
};
