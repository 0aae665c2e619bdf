// Search documents for warscrolls. An army of renown carries its own copy of
// its parent's warscrolls (an extra keyword, other enhancement tables), so
// the search shows one document per warscroll name within an army and its
// armies of renown: the parent's copy, with the keywords and abilities of
// every copy, found through every army that fields it.
import type { Ability, Army, GameData, Unit, Weapon } from '../model/index.js';
import { parseStat } from './normalize.js';
import { armiesInHomeOrder } from '../lookup/armies-in-home-order.js';
import { UNIVERSAL_UNITS_ARMY } from '../lookup/find-unit-for-route.js';
import { armyNames, collectShared, isLegends, makeDocument } from './make-document.js';
import type { SearchDocument, SearchWeapon } from './search-document.js';

const LEVEL = /^(WIZARD|PRIEST) \((\d+)\)$/;

export function buildUnitDocuments(data: GameData): SearchDocument[] {
  const copies = (army: Army) => army.units.map((unit) => ({ unit, family: army.parentArmy ?? army.name }));
  const shared = collectShared(armiesInHomeOrder(data), copies, ({ unit, family }) => `${family}|${unit.name}`);
  const variants = new Map<string, Unit[]>();
  for (const army of armiesInHomeOrder(data)) {
    for (const { unit, family } of copies(army)) {
      const key = `${family}|${unit.name}`;
      const list = variants.get(key) ?? [];
      if (!list.some((known) => known.id === unit.id)) list.push(unit);
      variants.set(key, list);
    }
  }
  const documents = shared.map(({ item, home, armies }) => {
    const all = variants.get(`${item.family}|${item.unit.name}`) ?? [item.unit];
    return unitDocument(item.unit, all, home.name, armyNames(armies), all.every((unit) => unit.legends) || isLegends(false, armies));
  });
  const seen = new Set(Object.values(data.armies).flatMap((army) => army.units.map((unit) => unit.id)));
  for (const unit of data.universalUnits) {
    if (!seen.has(unit.id)) documents.push(unitDocument(unit, [unit], null, [], unit.legends));
  }
  return documents;
}

/** The document of a unit, with the keywords, abilities and weapons its other copies add. */
function unitDocument(unit: Unit, copies: readonly Unit[], armyName: string | null, armies: string[], legends: boolean): SearchDocument {
  const abilities = unique(copies.flatMap(unitAbilities), (ability) => `${ability.name}|${ability.effect}`);
  const keywords = unique(
    copies.flatMap((copy) => copy.keywords),
    (keyword) => keyword,
  );
  const weapons = unique(copies.flatMap(unitWeapons), weaponKey);
  const levels = { wizardLevel: null as number | null, priestLevel: null as number | null };
  for (const keyword of keywords) {
    const level = LEVEL.exec(keyword);
    if (level) levels[level[1] === 'WIZARD' ? 'wizardLevel' : 'priestLevel'] = Number(level[2]);
  }
  return makeDocument({
    kind: 'unit',
    sourceId: unit.id,
    name: unit.name,
    detail: unit.type,
    armyName,
    armies,
    keywords,
    legends,
    points: unit.points,
    move: parseStat(unit.move),
    health: parseStat(unit.health),
    control: parseStat(unit.control),
    save: parseStat(unit.save),
    ward: parseStat(unit.ward),
    banishment: parseStat(unit.banishment),
    ...levels,
    weapons: weapons.map(toSearchWeapon),
    abilities,
    route: { name: 'UnitDetail', params: { armyName: armyName ?? UNIVERSAL_UNITS_ARMY, unitName: unit.name } },
  });
}

/** Every weapon a model of the unit may carry: basic, advanced and from option sets. */
function unitWeapons(unit: Unit): Weapon[] {
  const weapons: Weapon[] = [];
  for (const model of unit.models) {
    weapons.push(...model.weapons.basic);
    for (const option of model.weapons.advanced) weapons.push(...option.weapons);
    for (const set of model.optionSets) for (const option of set.options) weapons.push(...option.weapons);
  }
  for (const set of unit.optionSets) for (const option of set.options) weapons.push(...option.weapons);
  return weapons;
}

function unitAbilities(unit: Unit): Ability[] {
  const abilities = [...unit.abilities];
  const sets = [...unit.optionSets, ...unit.models.flatMap((model) => model.optionSets)];
  for (const set of sets) for (const option of set.options) abilities.push(...option.abilities);
  return abilities;
}

function toSearchWeapon(weapon: Weapon): SearchWeapon {
  return {
    name: weapon.name,
    kind: weapon.kind,
    range: weapon.kind === 'ranged' ? parseStat(weapon.range) : null,
    attacks: parseStat(weapon.attacks),
    hit: parseStat(weapon.hit),
    wound: parseStat(weapon.wound),
    rend: weapon.rend.trim() === '-' ? 0 : parseStat(weapon.rend),
    damage: parseStat(weapon.damage),
    abilities: weapon.abilities,
  };
}

function unique<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function weaponKey(weapon: Weapon): string {
  const { name, kind, range, attacks, hit, wound, rend, damage, abilities } = weapon;
  return [name, kind, range, attacks, hit, wound, rend, damage, ...abilities].join('|');
}
