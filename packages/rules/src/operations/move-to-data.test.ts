import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData, loadReleaseGameData } from '../../test/real-game-data.js';
import { listPoints } from '../points/list-points.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { validateList } from '../validate/validate-list.js';
import { moveListToData } from './move-to-data.js';

const NOW = Date.UTC(2026, 10, 29, 8);

/** A Stormcast list of the 2025-26 season, as battlescroll-2026-03 has it. */
function seasonList() {
  return makeList('Stormcast Eternals', {
    dataRef: 'battlescroll-2026-03',
    formation: 'Vanguard Wing',
    spellLore: 'Lore of the Storm',
    battleTacticCard1: 'Master the Paths',
    battleTacticCard2: 'Restless Energy',
    regiments: [
      makeRegiment(makeUnit('Lord-Vigilant on Gryph-stalker', { general: true, artifact: 'Beacon of Azyr', heroicTrait: 'Envoy of the Heavens' }), [
        'Vindictors',
        'Liberators',
      ]),
      makeRegiment('Iridan the Witness (Scourge of Ghyran)', ['Vindictors']),
      makeRegiment('Knight-Azyros', []),
    ],
  });
}

describe('moving a pinned list to the current data', () => {
  it('is a legal 2025-26 list on its own release', () => {
    const list = seasonList();
    const release = loadReleaseGameData();
    expect(release.handbook.season).toBe('2025-26');
    expect(validateList(list, release).issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it('reports the points that changed and what no longer exists, on real data of two releases', () => {
    const moved = moveListToData(seasonList(), { from: loadReleaseGameData(), to: loadRealGameData(), dataRef: null, now: NOW });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const { list, removed, pointsChanges, points } = moved.value;
    expect(removed.map((removal) => removal.message)).toEqual([
      "Removed battle tactic card 'Master the Paths': no longer in the data.",
      "Removed battle tactic card 'Restless Energy': no longer in the data.",
      "Removed artefact 'Beacon of Azyr' from Lord-Vigilant on Gryph-stalker (leader of General's Regiment): no longer in the data.",
      'Removed Iridan the Witness (Scourge of Ghyran) (leader of Regiment 1): no longer in the data.',
    ]);
    expect(pointsChanges).toEqual([
      { kind: 'unit', name: 'Lord-Vigilant on Gryph-stalker', from: 140, to: 120, message: 'Lord-Vigilant on Gryph-stalker: 140 to 120 points.' },
      { kind: 'unit', name: 'Knight-Azyros', from: 120, to: 110, message: 'Knight-Azyros: 120 to 110 points.' },
    ]);
    // Iridan (320) leaves; the Gryph-stalker and the Knight-Azyros cost 30 less; the rest stays as it was.
    expect(points).toEqual({ from: 870, to: 520 });
    expect(list.regiments.map((regiment) => [regiment.leader?.name ?? null, ...regiment.units.map((unit) => unit.name)])).toEqual([
      ['Lord-Vigilant on Gryph-stalker', 'Vindictors', 'Liberators'],
      [null, 'Vindictors'],
      ['Knight-Azyros'],
    ]);
    expect([list.battleTacticCard1, list.battleTacticCard2, list.regiments[0]!.leader!.artifact]).toEqual([null, null, null]);
    expect(list.dataRef).toBeNull();
    expect(list._updatedAt).toBe(NOW);
    expect(points.to).toBe(listPoints(list, buildArmyLookup(loadRealGameData(), list.faction)!).total);
  });

  it('changes nothing when the list moves to the data it is on', () => {
    const release = loadReleaseGameData();
    const moved = moveListToData(seasonList(), { from: release, to: release, dataRef: 'battlescroll-2026-03', now: NOW });
    expect(moved.ok && { removed: moved.value.removed, changes: moved.value.pointsChanges, regiments: moved.value.list.regiments }).toEqual({
      removed: [],
      changes: [],
      regiments: seasonList().regiments,
    });
  });

  it('fails, naming the army, when the data has no such army', () => {
    const moved = moveListToData(makeList('Nobody'), { from: loadReleaseGameData(), to: loadRealGameData(), dataRef: null, now: NOW });
    expect(moved.ok ? null : moved.errors).toEqual([{ code: 'ARMY_NOT_FOUND', message: 'Army not found in game data: Nobody.' }]);
  });
});
