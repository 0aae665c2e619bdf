import type { ArmyList, ListUnit } from '../list/army-list.js';

/**
 * Bump when the hashed fields change, or what a verdict stores, so every stored hash goes stale at once. 2: issues
 * are stored as codes; a list checked before is checked again rather than trusted with sentences read back.
 */
const HASH_FORMAT = 2;

type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };

/** Only what validation reads; timestamps, name, lock, ids and caches stay out. */
function unitContent(unit: ListUnit): Canonical {
  return {
    name: unit.name,
    general: unit.general,
    reinforced: unit.reinforced,
    artifact: unit.artifact,
    heroicTrait: unit.heroicTrait,
    enhancementChoices: unit.enhancementChoices,
    weapons: Object.fromEntries(Object.entries(unit.weapons).map(([model, choices]) => [model, choices.map(({ name, count }) => ({ name, count }))])),
    upgrades: unit.upgrades,
  };
}

function listContent(list: ArmyList): Canonical {
  return {
    format: HASH_FORMAT,
    faction: list.faction,
    formation: list.formation,
    regiments: list.regiments.map((regiment) => ({
      leader: regiment.leader ? unitContent(regiment.leader) : null,
      units: regiment.units.map(unitContent),
    })),
    auxiliaryUnits: list.auxiliaryUnits.map(unitContent),
    factionTerrain: list.factionTerrain,
    spellLore: list.spellLore,
    prayerLore: list.prayerLore,
    manifestationLore: list.manifestationLore,
    regimentOfRenown: list.regimentOfRenown,
    regimentOfRenownUnits: list.regimentOfRenownUnits.map(unitContent),
    battleTacticCard1: list.battleTacticCard1,
    battleTacticCard2: list.battleTacticCard2,
    pointsCap: list.pointsCap,
    validator: list.validator,
  };
}

/** JSON with object keys sorted at every level, so key order never changes the text. */
function canonicalJson(value: Canonical | undefined): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** FNV-1a, 32 bits, over UTF-16 code units (low byte, then high byte). */
function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    hash = Math.imul(hash ^ (unit & 0xff), 0x01000193);
    hash = Math.imul(hash ^ (unit >>> 8), 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A stable hash of everything in a list that can change its validation.
 * `dataKey` (a data commit or revision) folds the game data in, so a data
 * update can also mark lists for revalidation.
 */
export function hashListContent(list: ArmyList, dataKey = ''): string {
  const text = canonicalJson(listContent(list));
  return fnv1a32(dataKey === '' ? text : `${dataKey}\u0000${text}`);
}

/** Validation is recomputed only when the content hash changed or the points total is missing. */
export function needsValidation(list: ArmyList, dataKey = ''): boolean {
  return list.lastPointsTotal === null || list.lastPointsTotal === undefined || list.validationHash !== hashListContent(list, dataKey);
}
