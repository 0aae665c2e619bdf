// A readable digest of an import, for tests to compare against.
import type { ListUnit } from '../src/list/army-list.js';
import type { ParsedListText } from '../src/text/import-types.js';

function describeUnit(unit: ListUnit | null): string {
  if (!unit) return '(no leader)';
  const marks = [
    unit.general ? 'general' : '',
    unit.reinforced ? 'reinforced' : '',
    unit.heroicTrait ?? '',
    unit.artifact ?? '',
    ...Object.values(unit.enhancementChoices),
  ].filter(Boolean);
  return marks.length > 0 ? `${unit.name} [${marks.join(', ')}]` : unit.name;
}

export type ImportSummary = {
  faction: string;
  name: string;
  pointsCap: number;
  statedPoints: number | null;
  formation: string | null;
  lores: (string | null)[];
  cards: (string | null)[];
  regiments: string[][];
  auxiliaries: string[];
  renown: { name: string; members: string[] } | null;
  terrain: string | null;
  unplaced: string[];
};

export function summariseImport(parsed: ParsedListText): ImportSummary {
  const { list } = parsed;
  return {
    faction: list.faction,
    name: list.name,
    pointsCap: list.pointsCap,
    statedPoints: parsed.statedPoints,
    formation: list.formation,
    lores: [list.spellLore, list.prayerLore, list.manifestationLore],
    cards: [list.battleTacticCard1, list.battleTacticCard2],
    regiments: list.regiments.map((regiment) => [describeUnit(regiment.leader), ...regiment.units.map(describeUnit)]),
    auxiliaries: list.auxiliaryUnits.map(describeUnit),
    renown: list.regimentOfRenown ? { name: list.regimentOfRenown, members: list.regimentOfRenownUnits.map((unit) => unit.name) } : null,
    terrain: list.factionTerrain,
    unplaced: parsed.unplaced.map((line) => `L${line.line} ${line.code}: ${line.text}`),
  };
}

/** Units placed in regiments and as auxiliaries. */
export function placedUnitCount(parsed: ParsedListText): number {
  const { list } = parsed;
  return list.regiments.reduce((sum, regiment) => sum + (regiment.leader ? 1 : 0) + regiment.units.length, 0) + list.auxiliaryUnits.length;
}
