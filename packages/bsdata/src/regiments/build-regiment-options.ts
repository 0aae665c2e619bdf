import type { RegimentOption } from '@scrolldex/rules/model';

import type { ArmyUnit } from './army-unit.js';
import { collectGrants, type Grant } from './collect-grants.js';
import { evaluateModifierGuard } from './compile-regiment-guard.js';
import { expressMembers, narrowMatcher, sameUnits } from './express-members.js';
import { matchGrantTarget } from './match-grant-target.js';
import { matcherKey, type Matcher } from './match-option.js';
import { readOptionLimits, type CapGroup } from './read-option-limits.js';
import type { RegimentContext } from './regiment-context.js';

type Draft = { heroes: boolean; matcher: Matcher; members: ArmyUnit[]; min: number; max: number };

function describeMatcher(heroes: boolean, matcher: Matcher): string {
  const parts = [...matcher.keywords, ...matcher.nonKeywords.map((keyword) => `not ${keyword}`), ...matcher.subheroCategories, ...matcher.unitNames];
  return `${heroes ? 'hero ' : ''}'${parts.join(' ')}'`;
}

function stricterMax(a: number, b: number): number {
  if (a === -1) return b;
  return b === -1 ? a : Math.min(a, b);
}

/** Grants the leader makes (their guard is "this unit leads"), as drafts keyed by what they admit. */
function draftGrants(leader: ArmyUnit, grants: readonly Grant[], rc: RegimentContext): { drafts: Draft[]; removed: Set<ArmyUnit> } {
  const drafts = new Map<string, Draft>();
  const removed = new Set<ArmyUnit>();
  const scene = rc.scene(leader, leader, true, rc.table.units);
  for (const grant of grants) {
    if (evaluateModifierGuard(grant.modifier, grant.groups, scene) === false) continue;
    const heroes = grant.kind === 'hero';
    const target = rc.memo(`target|${grant.targetId}|${heroes}`, () => matchGrantTarget(grant.targetId, heroes, rc.table, rc.index, rc.vocabulary()));
    if ('missing' in target) {
      // Taking back a category from units that are not there changes nothing.
      if (!grant.remove) rc.report(target.reason, leader.file, grant.targetId, `${leader.unit.name}: ${grant.kind} grant skipped, ${target.missing}.`);
      continue;
    }
    if (target.note) rc.report('grant-target', leader.file, grant.targetId, `${leader.unit.name}: ${grant.kind} grant ${target.note}.`);
    if (grant.remove) {
      for (const member of target.members) removed.add(member);
      continue;
    }
    const key = matcherKey(heroes, target.matcher);
    if (!drafts.has(key)) drafts.set(key, { heroes, matcher: target.matcher, members: target.members, min: 0, max: -1 });
  }
  return { drafts: [...drafts.values()], removed };
}

/**
 * Puts a cap on the grant that admits exactly its units, or adds it as an
 * option of its own. A grant whose units all count towards the cap can hold
 * no more than the cap either, so its maximum is tightened too (exact, and
 * it reads better: 'Favoured Spawning' shows 0-1 next to its shared pool).
 */
function applyCap(cap: CapGroup, heroes: boolean, drafts: Draft[], rc: RegimentContext): void {
  const counted = new Set(cap.members);
  for (const draft of drafts) {
    if (draft.heroes === heroes && cap.max !== -1 && draft.members.every((unit) => counted.has(unit))) draft.max = stricterMax(draft.max, cap.max);
  }
  const same = drafts.find((draft) => draft.heroes === heroes && sameUnits(draft.members, cap.members));
  if (same) {
    same.min = Math.max(same.min, cap.min);
    return;
  }
  if (cap.implied) return;
  const matcher = expressMembers(cap.members, heroes, rc.table, cap.preferred);
  drafts.push({ heroes, matcher, members: cap.members, min: cap.min, max: cap.max });
}

function mergeDuplicates(drafts: readonly Draft[]): Draft[] {
  const merged = new Map<string, Draft>();
  for (const draft of drafts) {
    const key = matcherKey(draft.heroes, draft.matcher);
    const existing = merged.get(key);
    if (!existing) merged.set(key, { ...draft });
    else {
      existing.min = Math.max(existing.min, draft.min);
      existing.max = stricterMax(existing.max, draft.max);
    }
  }
  return [...merged.values()];
}

/**
 * A leader's regiment options: one per grant, narrowed to the units its
 * limits leave, with caps on the grant they match exactly. A cap on part of a
 * grant (a 0-1 unit under an 'Any' keyword) becomes an option of its own, so
 * the cap never leaks onto the wider option: the app counts a unit in every
 * option it matches.
 */
export function buildRegimentOptions(leader: ArmyUnit, rc: RegimentContext): RegimentOption[] {
  const grants = collectGrants(leader);
  if (grants.length === 0) return [];
  const { drafts: granted, removed } = draftGrants(leader, grants, rc);
  const admitted = [...new Set(granted.flatMap((draft) => draft.members))].filter((unit) => !removed.has(unit));
  const limits = readOptionLimits(leader, admitted, rc);

  // Another leader's companions stay matchable: their required leader already keeps them out, and
  // naming them away ('not THE BLACKTALONS') would only clutter the option. Limits compare the rest.
  const othersCompanion = (unit: ArmyUnit) => ![null, leader.unit.name].includes(unit.unit.battleProfile.requiredLeader);
  const drafts: Draft[] = [];
  for (const draft of granted) {
    const members = draft.members.filter((unit) => !removed.has(unit) && !limits.excluded.has(unit));
    const matchable = draft.members.filter((unit) => !removed.has(unit) && (!limits.excluded.has(unit) || othersCompanion(unit)));
    if (members.length === 0) {
      rc.report(
        'grant-empty',
        leader.file,
        leader.unit.id,
        `${leader.unit.name}: nothing is left of the ${describeMatcher(draft.heroes, draft.matcher)} grant.`,
      );
      continue;
    }
    drafts.push({ ...draft, matcher: narrowMatcher(draft.matcher, matchable, draft.heroes, rc.table), members });
  }
  for (const cap of limits.caps) {
    const heroes = cap.members.filter((unit) => unit.isHero);
    const others = cap.members.filter((unit) => !unit.isHero);
    if (heroes.length > 0 && others.length > 0) {
      rc.report('mixed-pool', leader.file, leader.unit.id, `${leader.unit.name}: a 0-${cap.max} limit counts heroes and other units; split by kind.`);
    }
    if (heroes.length > 0) applyCap({ ...cap, members: heroes }, true, drafts, rc);
    if (others.length > 0) applyCap({ ...cap, members: others }, false, drafts, rc);
  }
  return mergeDuplicates(drafts).map(({ heroes, matcher, min, max }) => ({ min, max, ...matcher, heroes }));
}
