import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import { regimentTitles } from '../list/regiment-titles.js';
import { buildArmyLookup, type ArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData, RegimentOfRenown } from '../model/index.js';
import { regimentOfRenownCandidates } from '../lookup/regiment-of-renown-candidates.js';
import { nameKey } from '../shared/name-key.js';
import { fail, ok, type Result } from '../shared/result.js';
import { cleanListUnit } from './clean-list-unit.js';
import { listSelectionRemoval, regimentRemoval, unitRemoval, type ListSelectionKind, type Removal, type UnitPlace } from './clean-removal.js';

export type CleanListResult = { list: ArmyList; removed: Removal[] };
export type CleanListError = { code: 'ARMY_NOT_FOUND'; message: string };

type Cleaner = { lookup: ArmyLookup; removed: Removal[] };

function keepIf(cleaner: Cleaner, kind: ListSelectionKind, name: string | null, valid: (name: string) => boolean): string | null {
  if (name === null || valid(name)) return name;
  cleaner.removed.push(listSelectionRemoval(kind, name, cleaner.lookup.army.name));
  return null;
}

function cleanArmyUnit(cleaner: Cleaner, listUnit: ListUnit, place: UnitPlace): ListUnit | null {
  const unit = cleaner.lookup.units.get(nameKey(listUnit.name));
  if (!unit) {
    cleaner.removed.push(unitRemoval(listUnit.name, place, cleaner.lookup.army.name));
    return null;
  }
  const cleaned = cleanListUnit(listUnit, unit, cleaner.lookup, place);
  cleaner.removed.push(...cleaned.removed);
  return cleaned.unit;
}

function cleanRegiments(cleaner: Cleaner, regiments: readonly Regiment[]): Regiment[] {
  const kept: Regiment[] = [];
  const titles = regimentTitles(regiments);
  regiments.forEach((regiment, index) => {
    const title = titles[index]!;
    const leader = regiment.leader && cleanArmyUnit(cleaner, regiment.leader, { section: 'regiment', regiment: index, title, leader: true });
    const place: UnitPlace = { section: 'regiment', regiment: index, title, leader: false };
    const units = regiment.units.flatMap((unit) => cleanArmyUnit(cleaner, unit, place) ?? []);
    if (leader === null && units.length === 0) cleaner.removed.push(regimentRemoval(index, title));
    else kept.push({ leader, units });
  });
  return kept;
}

function cleanRegimentOfRenown(cleaner: Cleaner, list: ArmyList): Pick<ArmyList, 'regimentOfRenown' | 'regimentOfRenownUnits'> {
  const { lookup } = cleaner;
  if (list.regimentOfRenown === null) return { regimentOfRenown: null, regimentOfRenownUnits: list.regimentOfRenownUnits };
  const key = nameKey(list.regimentOfRenown);
  const regiment: RegimentOfRenown | undefined = regimentOfRenownCandidates(lookup.data, lookup.army).find((candidate) => nameKey(candidate.name) === key);
  if (!regiment) {
    cleaner.removed.push(listSelectionRemoval('regimentOfRenown', list.regimentOfRenown, lookup.army.name));
    return { regimentOfRenown: null, regimentOfRenownUnits: [] };
  }
  const place: UnitPlace = { section: 'regimentOfRenown' };
  const units = list.regimentOfRenownUnits.flatMap((listUnit) => {
    const member = regiment.units.find(({ unit }) => nameKey(unit.name) === nameKey(listUnit.name));
    if (!member) {
      cleaner.removed.push(unitRemoval(listUnit.name, place, regiment.name));
      return [];
    }
    const cleaned = cleanListUnit(listUnit, member.unit, lookup, place);
    cleaner.removed.push(...cleaned.removed);
    return [cleaned.unit];
  });
  return { regimentOfRenown: list.regimentOfRenown, regimentOfRenownUnits: units };
}

/**
 * The cleaning step after a data update or a change of faction: clears every
 * selection the army's data no longer has (formation, terrain, lores,
 * regiment of renown, battle tactic cards, leaders, artefacts, traits,
 * enhancements, options), drops units that are not the army's and regiments
 * left empty. Returns the list and, for the player, what was removed.
 */
export function cleanList(list: ArmyList, data: GameData): Result<CleanListResult, CleanListError> {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return fail([{ code: 'ARMY_NOT_FOUND', message: `Army not found in game data: ${list.faction}.` }]);
  const cleaner: Cleaner = { lookup, removed: [] };
  const has = (map: ReadonlyMap<string, unknown>) => (name: string) => map.has(nameKey(name));
  const isTerrain = (name: string) => lookup.units.get(nameKey(name))?.type === 'Terrain';
  const cleaned: ArmyList = {
    ...list,
    formation: keepIf(cleaner, 'formation', list.formation, has(lookup.formations)),
    factionTerrain: keepIf(cleaner, 'factionTerrain', list.factionTerrain, isTerrain),
    spellLore: keepIf(cleaner, 'spellLore', list.spellLore, has(lookup.spellLores)),
    prayerLore: keepIf(cleaner, 'prayerLore', list.prayerLore, has(lookup.prayerLores)),
    manifestationLore: keepIf(cleaner, 'manifestationLore', list.manifestationLore, has(lookup.manifestationLores)),
    battleTacticCard1: keepIf(cleaner, 'battleTacticCard', list.battleTacticCard1, has(lookup.battleTacticCards)),
    battleTacticCard2: keepIf(cleaner, 'battleTacticCard', list.battleTacticCard2, has(lookup.battleTacticCards)),
    regiments: cleanRegiments(cleaner, list.regiments),
    auxiliaryUnits: list.auxiliaryUnits.flatMap((unit) => cleanArmyUnit(cleaner, unit, { section: 'auxiliary' }) ?? []),
    ...cleanRegimentOfRenown(cleaner, list),
  };
  return ok({ list: cleaner.removed.length === 0 ? list : cleaned, removed: cleaner.removed });
}
