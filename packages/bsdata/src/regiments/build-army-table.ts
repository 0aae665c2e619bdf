import type { ConvertedArmy } from '../armies/convert-army.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Tri } from '../context/evaluate-conditions.js';
import type { ConvertedUnit } from '../units/convert-unit.js';
import type { XmlElement } from '../xml/xml-element.js';
import { hasCategory, type ArmyUnit } from './army-unit.js';
import { evaluateModifierGuard } from './compile-regiment-guard.js';
import { findForeignLinks } from './find-foreign-links.js';
import { flattenModifiers } from './flatten-modifiers.js';
import type { RegimentScene } from './regiment-scene.js';

/** The army's units with the lookups every later step needs, built once per army. */
export type ArmyTable = {
  army: ConvertedArmy;
  units: ArmyUnit[];
  /** Units by any of their ids (other catalogues' links to the same warscroll included). */
  byId: Map<string, ArmyUnit[]>;
  /** Units that have (or may be given) a category as regiment members. */
  unitsWithCategory(categoryId: string): readonly ArmyUnit[];
  /** Link and entry ids of the army's heroes. */
  heroIds: ReadonlySet<string>;
};

const NONE: ReadonlyMap<string, Tri> = new Map();

function isConditionalCategoryAdd({ attrs }: XmlElement): boolean {
  return attrs.field === 'category' && attrs.type === 'add' && !attrs.affects;
}

function baseUnit(converted: ConvertedUnit, order: number, army: ConvertedArmy, catalogues: readonly Catalogue[]): ArmyUnit {
  const { source, unit, categories } = converted;
  const ownIds = new Set<string>();
  for (const link of source.links) if (link.attrs.id) ownIds.add(link.attrs.id);
  if (source.entry.attrs.id) ownIds.add(source.entry.attrs.id);
  const foreign = findForeignLinks(source.entry.attrs.id ?? '', catalogues, army.playable.contentCatalogues);
  const ids = new Set([...ownIds, ...foreign]);
  const linkId = source.link?.attrs.id ?? source.entry.attrs.id ?? '';
  return {
    order,
    converted,
    unit,
    ids,
    ownIds,
    nodes: [...source.links, source.entry],
    file: army.env.index.get(linkId)?.catalogue.file ?? army.playable.catalogue.file,
    isHero: unit.keywords.includes('HERO'),
    canJoinRegiment: unit.type !== 'Manifestation' && unit.type !== 'Terrain',
    categories: categories.ids,
    addedAsMember: NONE,
    addedAsLeader: NONE,
  };
}

/**
 * Categories a list choice adds to the unit (`add category` without `affects`),
 * read as a member and as the leader: 'Stormcast Exemplar' is added to Gardus
 * only when he does not lead.
 */
function withConditionalCategories(unit: ArmyUnit, army: ConvertedArmy, heroIds: ReadonlySet<string>): ArmyUnit {
  const adds = unit.nodes.flatMap((node) => flattenModifiers(node)).filter(({ modifier }) => isConditionalCategoryAdd(modifier));
  if (adds.length === 0) return unit;
  const added: [Map<string, Tri>, Map<string, Tri>] = [new Map(), new Map()];
  for (const { modifier, groups } of adds) {
    const value = modifier.attrs.value;
    // Adds that always apply are among the unit's categories already.
    if (!value || unit.categories.has(value)) continue;
    for (const asLeader of [false, true]) {
      const roleAdded = added[asLeader ? 1 : 0];
      if (roleAdded.get(value) === true) continue;
      const { context, index } = army.env;
      const scene: RegimentScene = { leader: null, self: unit, selfIsLeader: asLeader, members: null, context, index, heroIds };
      const verdict = evaluateModifierGuard(modifier, groups, scene);
      if (verdict !== false) roleAdded.set(value, verdict === true ? true : undefined);
    }
  }
  return { ...unit, addedAsMember: added[0], addedAsLeader: added[1] };
}

/** `catalogues`: every catalogue of the data set, where other armies' links to the same warscrolls are found. */
export function buildArmyTable(army: ConvertedArmy, catalogues: readonly Catalogue[]): ArmyTable {
  const base = army.units.map((converted, order) => baseUnit(converted, order, army, catalogues));
  const heroIds = new Set(base.filter((unit) => unit.isHero).flatMap((unit) => [...unit.ids]));
  const units = base.map((unit) => withConditionalCategories(unit, army, heroIds));
  const byId = new Map<string, ArmyUnit[]>();
  for (const unit of units) {
    for (const id of unit.ids) {
      const list = byId.get(id);
      if (list) list.push(unit);
      else byId.set(id, [unit]);
    }
  }
  const withCategory = new Map<string, ArmyUnit[]>();
  return {
    army,
    units,
    byId,
    heroIds,
    unitsWithCategory(categoryId) {
      let list = withCategory.get(categoryId);
      if (!list) withCategory.set(categoryId, (list = units.filter((unit) => hasCategory(unit, categoryId, false) !== false)));
      return list;
    },
  };
}
