// Moving a pinned list to other data (the current data): the list
// as that data takes it, and a report of what changed for the player —
// points of what stays, and units and options that no longer exist.
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { listPoints, placedUnits } from '../points/list-points.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { cleanList } from './clean-list.js';
import { placeLabel, type Removal } from './clean-removal.js';
import { touchList } from './touch-list.js';

export type PointsChangeKind = 'unit' | 'enhancement' | 'formation' | 'lore' | 'factionTerrain' | 'regimentOfRenown';

/** One thing the list keeps whose cost differs in the new data (each name once, its own cost, not reinforced). */
export type PointsChange = { kind: PointsChangeKind; name: string; from: number; to: number; message: string };

export type DataMoveReport = {
  /** The list as the new data takes it: what no longer exists taken out, pinned to `dataRef`, stamped. */
  list: ArmyList;
  removed: Removal[];
  pointsChanges: PointsChange[];
  /** List totals on the old and the new data. */
  points: { from: number; to: number };
};

export type DataMoveError = { code: 'ARMY_NOT_FOUND'; message: string };

export type DataMoveInput = {
  /** The data the list is on now, and the data it moves to. */
  from: GameData;
  to: GameData;
  /** What the moved list is pinned to: null for the app's data source. */
  dataRef: string | null;
  /** Epoch milliseconds of the move. */
  now: number;
};

const LABELS: Readonly<Record<PointsChangeKind, string>> = {
  unit: '',
  enhancement: '',
  formation: 'Battle formation ',
  lore: '',
  factionTerrain: '',
  regimentOfRenown: 'Regiment of renown ',
};

function change(kind: PointsChangeKind, name: string, from: number, to: number): PointsChange {
  return { kind, name, from, to, message: `${LABELS[kind]}${name}: ${from} to ${to} points.` };
}

type Cost = (lookup: ArmyLookup, name: string) => number | undefined;

const COSTS: Readonly<Record<PointsChangeKind, Cost>> = {
  unit: (lookup, name) => lookup.units.get(nameKey(name))?.points,
  enhancement: (lookup, name) => lookup.enhancements.get(nameKey(name))?.enhancement.points,
  formation: (lookup, name) => lookup.formations.get(nameKey(name))?.points,
  lore: (lookup, name) =>
    (lookup.spellLores.get(nameKey(name)) ?? lookup.prayerLores.get(nameKey(name)) ?? lookup.manifestationLores.get(nameKey(name)))?.points,
  factionTerrain: (lookup, name) => lookup.units.get(nameKey(name))?.points,
  regimentOfRenown: (lookup, name) => lookup.regimentsOfRenown.get(nameKey(name))?.points,
};

/** What the kept list holds that has a cost, each name once, in list order. */
function costedNames(list: ArmyList): [PointsChangeKind, string][] {
  const named: [PointsChangeKind, string | null][] = [];
  for (const unit of placedUnits(list)) {
    named.push(['unit', unit.name]);
    for (const enhancement of [unit.heroicTrait, unit.artifact, ...Object.values(unit.enhancementChoices)]) named.push(['enhancement', enhancement]);
  }
  for (const unit of list.regimentOfRenownUnits) {
    for (const enhancement of [unit.heroicTrait, unit.artifact, ...Object.values(unit.enhancementChoices)]) named.push(['enhancement', enhancement]);
  }
  named.push(
    ['formation', list.formation],
    ['lore', list.spellLore],
    ['lore', list.prayerLore],
    ['lore', list.manifestationLore],
    ['factionTerrain', list.factionTerrain],
    ['regimentOfRenown', list.regimentOfRenown],
  );
  const seen = new Set<string>();
  return named.flatMap(([kind, name]): [PointsChangeKind, string][] => {
    if (name === null) return [];
    const key = `${kind}:${nameKey(name)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [[kind, name]];
  });
}

/** The army stays the army: a unit it lost is gone from the data, not another army's (cleanList's words after a change of faction). */
function inNewData(removal: Removal): Removal {
  return removal.kind === 'unit' ? { ...removal, message: `Removed ${removal.name} (${placeLabel(removal.place)}): no longer in the data.` } : removal;
}

/**
 * The list moved from one data set to another: everything the new data no
 * longer has is removed (cleanList's removals, with its sentences), and every
 * cost of what stays is compared. Fails when either data set lacks the
 * list's army.
 */
export function moveListToData(list: ArmyList, { from, to, dataRef, now }: DataMoveInput): Result<DataMoveReport, DataMoveError> {
  const before = buildArmyLookup(from, list.faction);
  const after = buildArmyLookup(to, list.faction);
  if (!before || !after) return fail([{ code: 'ARMY_NOT_FOUND', message: `Army not found in game data: ${list.faction}.` }]);
  const cleaned = cleanList(list, to);
  if (!cleaned.ok) return cleaned;
  const kept = cleaned.value.list;
  const pointsChanges = costedNames(kept).flatMap(([kind, name]) => {
    const was = COSTS[kind](before, name);
    const is = COSTS[kind](after, name);
    return was !== undefined && is !== undefined && was !== is ? [change(kind, name, was, is)] : [];
  });
  return ok({
    list: touchList({ ...kept, dataRef }, now),
    removed: cleaned.value.removed.map(inNewData),
    pointsChanges,
    points: { from: listPoints(list, before).total, to: listPoints(kept, after).total },
  });
}
