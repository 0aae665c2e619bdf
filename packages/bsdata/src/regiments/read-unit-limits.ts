import type { ArmyUnit } from './army-unit.js';
import type { CountAtom, Formula, Subject } from './formula.js';
import type { RegimentContext } from './regiment-context.js';
import { matchSubject } from './regiment-scene.js';
import { resolveConstraint, type ConditionalSet } from './resolve-constraint.js';

export type UnitLimit = { min: number; max: number };

/**
 * "At most `max` members matching `subject`" whenever `unit` stands in the
 * regiment (null: the leader's own rule, so always). A pool is only exact once
 * every unit it counts carries the same record; the caller checks that.
 */
export type PoolRecord = { subject: Subject; max: number; unit: ArmyUnit | null };

export type UnitLimits = { limits: Map<ArmyUnit, UnitLimit>; pools: PoolRecord[] };

function isCount(formula: Formula): formula is CountAtom {
  return typeof formula === 'object' && formula.kind === 'count';
}

/** The most permissive of two limits (-1 is no limit): what an unreadable modifier leaves. */
export function permissive(a: number, b: number): number {
  return a === -1 || b === -1 ? -1 : Math.max(a, b);
}

function stricter(a: number, b: number): number {
  if (a === -1) return b;
  return b === -1 ? a : Math.min(a, b);
}

/**
 * Pattern 3: `set 0` while other members match. Counting only others of the
 * keyword ("another SKYVESSEL that is not this warscroll") makes the unit
 * exclusive, which together with its own 0-1 is a 0-1 pool; counting the unit
 * itself ("2 or more MONSTERs") caps the pool at one less. The exclusive shape
 * naming another warscroll than the unit's own is a copy-paste slip in the
 * data (Palladors (Scourge of Aqshy) names Palladors): it is read as meant,
 * and reported.
 */
function readPool(set: ConditionalSet, unit: ArmyUnit, report: (what: string) => void): { subject: Subject; max: number | 'own' } | null {
  if (set.value !== 0 || !isCount(set.guard)) return null;
  const { subject, atLeast } = set.guard;
  if (atLeast === 1 && subject.notIds.length > 0) {
    if (!subject.notIds.some((id) => unit.ids.has(id))) report('its exclusive limit names another warscroll');
    return { subject: { ...subject, notIds: [] }, max: 'own' };
  }
  if (matchSubject(unit, subject) !== false) return { subject, max: atLeast - 1 };
  return null;
}

/** Once per unit and kind of trouble: the same link reads the same under every leader that meets it. */
function describeModifier(rc: RegimentContext, leader: ArmyUnit, unit: ArmyUnit, what: string, kept = 'the most permissive limit is kept'): void {
  const message = `${unit.unit.name}: ${what} (first met under ${leader.unit.name}); ${kept}.`;
  rc.reportOnce(`${unit.unit.id}|${what}`, 'limit', unit.file, unit.unit.id, message);
}

/** One member's force limits in the leader's regiment (pattern 1, companions' minimum, pattern 3 records). */
function readMemberLimits(leader: ArmyUnit, unit: ArmyUnit, members: readonly ArmyUnit[], rc: RegimentContext): { limit: UnitLimit; pools: PoolRecord[] } {
  const limit: UnitLimit = { min: 0, max: -1 };
  const pools: PoolRecord[] = [];
  for (const rule of rc.rulesOf(unit).constraints) {
    const resolved = resolveConstraint(rule, rc.scene(leader, unit, false, members), rc.guard);
    if (resolved.unreadable.length > 0) describeModifier(rc, leader, unit, `${resolved.unreadable.length} ${rule.type} modifier(s) not readable`);
    if (rule.type === 'min') {
      if (resolved.value > 0) limit.min = Math.max(limit.min, resolved.value);
      if (resolved.conditional.length > 0) describeModifier(rc, leader, unit, 'a minimum depends on other members');
      continue;
    }
    let value = resolved.value;
    const exclusive: Subject[] = [];
    for (const set of resolved.conditional) {
      const pool = readPool(set, unit, (what) => describeModifier(rc, leader, unit, what, 'read as its own'));
      if (pool?.max === 'own') exclusive.push(pool.subject);
      else if (pool) pools.push({ subject: pool.subject, max: pool.max, unit });
      else {
        describeModifier(rc, leader, unit, `'set ${set.value}' under a condition on other members`);
        value = permissive(value, set.value);
      }
    }
    for (const subject of exclusive) {
      if (value === 1) pools.push({ subject, max: 1, unit });
      else describeModifier(rc, leader, unit, `exclusive with other units but limited to ${value}`);
    }
    limit.max = stricter(limit.max, value);
  }
  return { limit, pools };
}

/** The leader's own force limits: "no more than 2 HEROES in a regiment with Belga" caps the members. */
function readLeaderLimits(leader: ArmyUnit, members: readonly ArmyUnit[], rc: RegimentContext, out: UnitLimits): void {
  for (const rule of rc.rulesOf(leader).constraints) {
    if (rule.type !== 'max') continue;
    for (const set of resolveConstraint(rule, rc.scene(leader, leader, true, members), rc.guard).conditional) {
      if (set.value === 0 && isCount(set.guard)) out.pools.push({ subject: set.guard.subject, max: set.guard.atLeast - 1, unit: null });
      else describeModifier(rc, leader, leader, `its own 'set ${set.value}' depends on the members`);
    }
  }
}

export function readUnitLimits(leader: ArmyUnit, members: readonly ArmyUnit[], rc: RegimentContext): UnitLimits {
  const out: UnitLimits = { limits: new Map(), pools: [] };
  for (const unit of members) {
    // Rules that do not name this leader read the same under every such leader.
    const read = () => readMemberLimits(leader, unit, members, rc);
    const { limit, pools } = rc.relevantTo(unit, leader) ? read() : rc.once('limits', unit, read);
    if (limit.min > 0 || limit.max !== -1) out.limits.set(unit, limit);
    out.pools.push(...pools);
  }
  readLeaderLimits(leader, members, rc, out);
  return out;
}
