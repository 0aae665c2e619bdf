import { readScopedBounds } from '../units/read-bounds.js';
import type { ArmyUnit } from './army-unit.js';
import type { Subject } from './formula.js';
import { readCategoryLimits } from './read-category-limits.js';
import { readHiddenMembers } from './read-hidden-members.js';
import { readUnitLimits, type PoolRecord, type UnitLimit } from './read-unit-limits.js';
import type { RegimentContext } from './regiment-context.js';
import { matchSubject } from './regiment-scene.js';

/** A limit on how many of some admitted units the leader's regiment holds. */
export type CapGroup = {
  members: ArmyUnit[];
  min: number;
  /** -1 means no maximum (a minimum-only group). */
  max: number;
  /** Names of the categories the limit counts, tried first when the group is named. */
  preferred: string[];
  /** A pool already implies the maximum: worth stating only on a grant of exactly these units. */
  implied?: boolean;
};

export type OptionLimits = { caps: CapGroup[]; excluded: Set<ArmyUnit> };

function poolKey(subject: Subject, max: number): string {
  const part = (values: readonly string[]) => [...values].sort().join(',');
  return `${part(subject.categories)}|${part(subject.notCategories)}|${part(subject.ids)}|${max}`;
}

function categoryNames(subject: Subject, rc: RegimentContext): string[] {
  return subject.categories.map((id) => rc.categoryName(id)).filter((name): name is string => name !== undefined);
}

/**
 * Pools become caps when every admitted unit they count carries the same rule
 * (or the leader's own rule imposes it). When only most of them do, the rest
 * are taken for data omissions (Questor Soulsworn under Knight-Azyros) and
 * the pool counts them too; when fewer
 * than half do, no pool is kept. Both are reported as partial pools. A pool
 * the leader already fills bars its units (added to `excluded`).
 */
function finalizePools(
  leader: ArmyUnit,
  records: readonly PoolRecord[],
  members: readonly ArmyUnit[],
  excluded: Set<ArmyUnit>,
  rc: RegimentContext,
): CapGroup[] {
  const groups = new Map<string, PoolRecord[]>();
  for (const record of records) {
    const key = poolKey(record.subject, record.max);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  const caps: CapGroup[] = [];
  for (const group of groups.values()) {
    const { subject, max } = group[0]!;
    const counted = members.filter((member) => matchSubject(member, subject) !== false);
    const recorders = new Set(group.map((record) => record.unit));
    const missing = recorders.has(null) ? [] : counted.filter((member) => !recorders.has(member));
    if (counted.length === 0) continue;
    const kept = missing.length * 2 <= counted.length;
    if (missing.length > 0) {
      const names = (units: readonly ArmyUnit[]) => units.map((unit) => unit.unit.name).join(', ');
      const verdict = kept ? 'counted anyway' : 'pool dropped';
      rc.report('partial-pool', leader.file, leader.unit.id, `${leader.unit.name}: 0-${max} of ${names(counted)}, not kept by ${names(missing)} (${verdict}).`);
    }
    if (!kept) continue;
    if (max > 0) {
      caps.push({ members: counted, min: 0, max, preferred: categoryNames(subject, rc) });
      continue;
    }
    // The leader fills the pool itself (a Screaming Bell is a WAR MACHINE): none of it may join.
    const barred = recorders.has(null) ? counted : counted.filter((member) => recorders.has(member));
    for (const unit of barred) excluded.add(unit);
    const what = `a 0-${max} pool of ${categoryNames(subject, rc).join(' ')}: the leader fills it`;
    rc.reportOnce(`${leader.unit.id}|${what}`, 'limit', leader.file, leader.unit.id, `${leader.unit.name}: ${what}, so ${barred.length} unit(s) may not join.`);
  }
  return caps;
}

/** The roster-wide maximum of a unit, for a companion's option (-1 when none). */
function rosterMax(unit: ArmyUnit, rc: RegimentContext): number {
  let max = -1;
  for (const node of unit.nodes) {
    const bounds = readScopedBounds(node, rc.context, (scope) => scope === 'roster');
    if (bounds.max !== -1) max = max === -1 ? bounds.max : Math.min(max, bounds.max);
  }
  return max;
}

/** Per-unit limits; a maximum that a pool of the unit already implies is marked so. */
function unitCaps(limits: ReadonlyMap<ArmyUnit, UnitLimit>, pools: readonly CapGroup[], rc: RegimentContext): CapGroup[] {
  const caps: CapGroup[] = [];
  for (const [unit, limit] of limits) {
    if (limit.min > 0) {
      const max = limit.max !== -1 ? limit.max : rosterMax(unit, rc);
      caps.push({ members: [unit], min: limit.min, max: max === -1 ? -1 : Math.max(max, limit.min), preferred: [] });
    } else if (limit.max > 0) {
      const implied = pools.some((pool) => pool.members.includes(unit) && pool.max <= limit.max);
      caps.push({ members: [unit], min: 0, max: limit.max, preferred: [], implied });
    }
  }
  return caps;
}

/**
 * Everything that limits the leader's regiment beyond the grants: units its
 * rules hide or cap at 0 (excluded), and caps on single units (pattern 1,
 * companions), on categories (pattern 2) and on pools (pattern 3).
 */
export function readOptionLimits(leader: ArmyUnit, admitted: readonly ArmyUnit[], rc: RegimentContext): OptionLimits {
  const excluded = readHiddenMembers(leader, admitted, rc);
  let members = admitted.filter((unit) => !excluded.has(unit));
  const units = readUnitLimits(leader, members, rc);
  for (const [unit, limit] of units.limits) if (limit.max === 0) excluded.add(unit);
  const categories = readCategoryLimits(leader, members, rc);
  for (const unit of categories.excluded) excluded.add(unit);
  members = members.filter((unit) => !excluded.has(unit));

  const keep = (cap: CapGroup): CapGroup | null => {
    const remaining = cap.members.filter((unit) => !excluded.has(unit));
    return remaining.length > 0 ? { ...cap, members: remaining } : null;
  };
  const pools = finalizePools(leader, units.pools, members, excluded, rc);
  const categoryCaps = categories.caps.map((cap) => keep({ ...cap, min: 0 }));
  const caps = [...unitCaps(units.limits, pools, rc).map(keep), ...categoryCaps, ...pools.map(keep)];
  return { caps: caps.filter((cap): cap is CapGroup => cap !== null), excluded };
}
