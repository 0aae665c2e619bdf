import type { IndexedNode } from '../catalogue/id-index.js';
import type { StaticContext } from '../context/static-context.js';
import { CATEGORY_REGIMENTAL_HERO, CATEGORY_REGIMENTAL_OPTION } from '../ids.js';
import type { XmlElement } from '../xml/xml-element.js';
import { memberCategoryIds, type ArmyUnit } from './army-unit.js';
import type { ArmyTable } from './build-army-table.js';
import { evaluateModifierGuard, leaderIdsOf } from './compile-regiment-guard.js';
import type { FlatModifier } from './flatten-modifiers.js';
import type { Formula } from './formula.js';
import { readCategoryEntry } from './read-category-entry.js';
import { readRegimentRules, type RegimentRules } from './read-regiment-rules.js';
import type { RegimentScene } from './regiment-scene.js';
import type { UnplacedReporter } from './report-unplaced.js';

/** Everything the per-leader steps share within one army; rules are read once per unit and category. */
export type RegimentContext = {
  table: ArmyTable;
  context: StaticContext;
  index: ReadonlyMap<string, IndexedNode>;
  report: UnplacedReporter;
  /** Reports once per army and key: a unit's odd limit reads the same under each leader that meets it. */
  reportOnce(key: string, ...warning: Parameters<UnplacedReporter>): void;
  /** Every keyword of the army's units, for splitting helper category names. */
  vocabulary(): ReadonlySet<string>;
  rulesOf(unit: ArmyUnit): RegimentRules;
  /** A category entry's regiment rules; null when the id is not a category. */
  categoryRules(categoryId: string): RegimentRules | null;
  /** A category entry's cleaned name; undefined when the id is not a category. */
  categoryName(categoryId: string): string | undefined;
  /** Category ids some unit of the army has that carry a force limit (pattern 2). */
  limitedCategories(): readonly string[];
  /** A scene in the regiment of `leader`, reading a modifier of `self`. */
  scene(leader: ArmyUnit, self: ArmyUnit | null, selfIsLeader: boolean, members: readonly ArmyUnit[]): RegimentScene;
  /** evaluateModifierGuard, skipping guards already known not to depend on the leader or the members. */
  guard(guarded: FlatModifier, scene: RegimentScene): Formula;
  /**
   * Whether the unit's regiment rules can read differently under this leader
   * than under any leader they do not name. When not, a result computed for
   * one such leader holds for all of them (see `once`).
   */
  relevantTo(unit: ArmyUnit, leader: ArmyUnit): boolean;
  /** A per-unit result computed once per army under `bucket`. */
  once<T>(bucket: string, unit: ArmyUnit, compute: () => T): T;
  /** A result computed once per army under `key`. */
  memo<T>(key: string, compute: () => T): T;
};

/** The leaders a unit's rules name, or 'any' when some rule may depend on every leader or on the members. */
type Sensitivity = ReadonlySet<string> | 'any';

export function createRegimentContext(table: ArmyTable, report: UnplacedReporter): RegimentContext {
  const { context, index } = table.army.env;
  const unitRules = new Map<ArmyUnit, RegimentRules>();
  const categoryRules = new Map<string, RegimentRules | null>();
  const sensitivity = new Map<ArmyUnit, Sensitivity>();
  const buckets = new Map<string, Map<ArmyUnit, unknown>>();
  const memos = new Map<string, unknown>();
  const reported = new Set<string>();
  let limited: string[] | undefined;
  let vocabulary: Set<string> | undefined;
  // Per modifier and reading unit: the verdict with no leader and no members known. A constant
  // there (a handbook condition, a limit naming other leaders only) holds in every regiment.
  const leaderFree = new Map<XmlElement, Map<ArmyUnit | null, [Formula?, Formula?]>>();

  const freeVerdict = ({ modifier, groups }: FlatModifier, scene: RegimentScene): Formula => {
    let byUnit = leaderFree.get(modifier);
    if (!byUnit) leaderFree.set(modifier, (byUnit = new Map()));
    let verdicts = byUnit.get(scene.self);
    if (!verdicts) byUnit.set(scene.self, (verdicts = []));
    const role = scene.selfIsLeader ? 1 : 0;
    verdicts[role] ??= evaluateModifierGuard(modifier, groups, { ...scene, leader: null, members: null });
    return verdicts[role]!;
  };

  const readSensitivity = (unit: ArmyUnit): Sensitivity => {
    const rules = rc.rulesOf(unit);
    const ids = new Set<string>();
    const scene: RegimentScene = { leader: null, self: unit, selfIsLeader: false, members: null, context, index, heroIds: table.heroIds };
    for (const guarded of [...rules.hiding, ...rules.constraints.flatMap((rule) => rule.modifiers)]) {
      const leaderIds = leaderIdsOf(guarded.modifier, guarded.groups, index);
      if (leaderIds) for (const id of leaderIds) ids.add(id);
      else if (typeof freeVerdict(guarded, scene) !== 'boolean') return 'any';
    }
    return ids;
  };

  const rc: RegimentContext = {
    table,
    context,
    index,
    report,
    reportOnce(key, ...warning) {
      if (reported.has(key)) return;
      reported.add(key);
      report(...warning);
    },
    vocabulary() {
      if (!vocabulary) {
        vocabulary = new Set();
        for (const unit of table.units) for (const keyword of unit.unit.keywords) vocabulary.add(keyword);
      }
      return vocabulary;
    },
    rulesOf(unit) {
      let rules = unitRules.get(unit);
      const admittedBy = unit.isHero ? CATEGORY_REGIMENTAL_HERO : CATEGORY_REGIMENTAL_OPTION;
      if (!rules) unitRules.set(unit, (rules = readRegimentRules(unit.nodes, admittedBy)));
      return rules;
    },
    categoryRules(categoryId) {
      if (!categoryRules.has(categoryId)) {
        const node = index.get(categoryId)?.node;
        categoryRules.set(categoryId, node?.tag === 'categoryEntry' ? readRegimentRules([node]) : null);
      }
      return categoryRules.get(categoryId) ?? null;
    },
    categoryName(categoryId) {
      return readCategoryEntry(categoryId, index)?.name;
    },
    limitedCategories() {
      if (!limited) {
        const found = new Set<string>();
        for (const unit of table.units) {
          for (const id of memberCategoryIds(unit)) if (readCategoryEntry(id, index)?.forceLimited) found.add(id);
        }
        limited = [...found];
      }
      return limited;
    },
    scene(leader, self, selfIsLeader, members) {
      return { leader, self, selfIsLeader, members, context, index, heroIds: table.heroIds };
    },
    guard(guarded, scene) {
      const free = freeVerdict(guarded, scene);
      return typeof free === 'boolean' ? free : evaluateModifierGuard(guarded.modifier, guarded.groups, scene);
    },
    relevantTo(unit, leader) {
      let named = sensitivity.get(unit);
      if (!named) sensitivity.set(unit, (named = readSensitivity(unit)));
      if (named === 'any') return true;
      for (const id of leader.ids) if (named.has(id)) return true;
      return false;
    },
    once<T>(bucket: string, unit: ArmyUnit, compute: () => T): T {
      let results = buckets.get(bucket);
      if (!results) buckets.set(bucket, (results = new Map()));
      if (!results.has(unit)) results.set(unit, compute());
      return results.get(unit) as T;
    },
    memo<T>(key: string, compute: () => T): T {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    },
  };
  return rc;
}
