import { describe, expect, it } from 'vitest';

import { makeList } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { battleTacticsRule } from './battle-tactics.js';

const run = (list: ArmyList) => validateList(list, loadRealGameData(), [battleTacticsRule]).issues.map(({ code, params }) => ({ code, params }));
const cards = () => loadRealGameData().battleTacticCards.map((card) => card.name);

describe('battle-tactics/cards', () => {
  it('accepts two different cards of the data in every army', () => {
    const [first, second] = cards();
    for (const army of ['Stormcast Eternals', 'Skaven', 'Gloomspite Gitz', 'Nighthaunt', 'Idoneth Deepkin', 'Sons of Behemat']) {
      expect(run(makeList(army, { battleTacticCard1: first!, battleTacticCard2: second! }))).toEqual([]);
    }
  });

  it('needs two cards', () => {
    expect(run(makeList('Skaven'))).toEqual([{ code: 'BATTLE_TACTICS_MISSING', params: { selected: 0 } }]);
    expect(run(makeList('Skaven', { battleTacticCard1: cards()[0]! }))).toEqual([{ code: 'BATTLE_TACTICS_MISSING', params: { selected: 1 } }]);
    expect(run(makeList('Skaven', { battleTacticCard2: cards()[0]!, battleTacticCard1: ' ' }))).toEqual([
      { code: 'BATTLE_TACTICS_MISSING', params: { selected: 1 } },
    ]);
  });

  it('reports a card the data does not have, naming it', () => {
    // A plausible card of an earlier season; the current data does not hold it.
    expect(cards()).not.toContain('Intercept and Recover');
    expect(run(makeList('Nighthaunt', { battleTacticCard1: 'Intercept and Recover', battleTacticCard2: cards()[1]! }))).toEqual([
      { code: 'INVALID_BATTLE_TACTIC', params: { card: 'Intercept and Recover' } },
    ]);
  });

  it('matches card names whatever their case', () => {
    expect(run(makeList('Nighthaunt', { battleTacticCard1: cards()[0]!.toUpperCase(), battleTacticCard2: cards()[1]!.toLowerCase() }))).toEqual([]);
  });

  it('refuses the same card twice', () => {
    const card = cards()[2]!;
    expect(run(makeList('Idoneth Deepkin', { battleTacticCard1: card, battleTacticCard2: card.toLowerCase() }))).toEqual([
      { code: 'DUPLICATE_BATTLE_TACTIC', params: { card } },
    ]);
  });

  it('says nothing in holy havoc, which plays without cards, and checks the other modes', () => {
    expect(run(makeList('Sons of Behemat', { validator: 'holy havoc' }))).toEqual([]);
    for (const validator of ['standard', 'highlander', 'legends'] as const) expect(run(makeList('Sons of Behemat', { validator }))).toHaveLength(1);
  });
});
