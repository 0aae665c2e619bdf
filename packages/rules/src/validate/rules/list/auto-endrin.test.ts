import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { autoEndrinRule } from './auto-endrin.js';
import { LIST_RULES } from './index.js';

const run = (list: ArmyList, rules = [autoEndrinRule]) => validateList(list, loadRealGameData(), rules).issues.map(({ code, params }) => ({ code, params }));

describe('kharadron/auto-endrin', () => {
  it('refuses an Auto-Endrin placed in a regiment or as an auxiliary of a Kharadron list', () => {
    const inRegiment = makeList('Kharadron Overlords', { regiments: [makeRegiment('Arkanaut Admiral', ['Auto-Endrin'])] });
    expect(run(inRegiment)).toEqual([{ code: 'AUTO_ENDRIN', params: { unit: 'Auto-Endrin', count: 1 } }]);
    const asAux = makeList('Kharadron Overlords - Pioneer Outpost', { auxiliaryUnits: [makeUnit('auto endrin'), makeUnit('Auto-Endrin')] });
    expect(run(asAux)).toEqual([{ code: 'AUTO_ENDRIN', params: { unit: 'auto endrin', count: 2 } }]);
  });

  it('never reports the Auto-Endrin that the Zontari Endrin Dock implies', () => {
    expect(realArmy('Kharadron Overlords').units.map((unit) => unit.name)).toContain('Zontari Endrin Dock');
    const list = makeList('Kharadron Overlords', {
      factionTerrain: 'Zontari Endrin Dock',
      regiments: [makeRegiment('Arkanaut Admiral', ['Arkanaut Company'])],
    });
    expect(run(list)).toEqual([]);
  });

  it('reports it once among all list rules, not again as an invalid unit', () => {
    const list = makeList('Kharadron Overlords', { regiments: [makeRegiment('Arkanaut Admiral', ['Auto-Endrin'])] });
    const codes = run(list, [...LIST_RULES]).map((issue) => issue.code);
    expect(codes).toContain('AUTO_ENDRIN');
    expect(codes).not.toContain('INVALID_UNIT');
  });

  it('leaves other armies to the invalid-unit rule', () => {
    expect(run(makeList('Fyreslayers - The Duardin Ascendant', { auxiliaryUnits: [makeUnit('Auto-Endrin')] }))).toEqual([]);
  });
});
