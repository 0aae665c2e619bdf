// What a list still needs, told apart from what is wrong with it: a new list
// has no formation, no general's regiment (its first leader is the general)
// and no battle tactic cards, and those are steps to take, not errors. The steps come from the validation
// issues' codes, so the checklist and the verdict never disagree.
import type { ArmyList } from '../list/army-list.js';
import type { Issue } from '../issue/issue.js';
import type { IssueCode } from '../issue/messages.js';

export type ChecklistStepKey = 'formation' | 'generalsRegiment' | 'battleTactics';

export type ChecklistStep = { key: ChecklistStepKey; label: string; done: boolean };

/** The codes of a choice not made yet: the checklist shows them, the issue panels do not. */
const UNFINISHED: ReadonlyMap<IssueCode, ChecklistStepKey> = new Map([
  ['FORMATION_REQUIRED', 'formation'],
  ['GENERAL_MISSING', 'generalsRegiment'],
  ['BATTLE_TACTICS_MISSING', 'battleTactics'],
]);

const hasLeader = (list: Pick<ArmyList, 'regiments'>) => list.regiments.some((regiment) => regiment.leader !== null);

/**
 * An issue that says a choice is still to be made, rather than that one is
 * wrong. No general is a step only while the list has no leader (the first
 * one is made the general); a leader taken off as general is an error, with its fix.
 */
export function isUnfinishedIssue(issue: Pick<Issue, 'code'>, list: Pick<ArmyList, 'regiments'>): boolean {
  return UNFINISHED.has(issue.code) && (issue.code !== 'GENERAL_MISSING' || !hasLeader(list));
}

const LABELS: Record<ChecklistStepKey, string> = {
  formation: 'Choose a battle formation',
  generalsRegiment: "Add the general's regiment",
  battleTactics: 'Choose two battle tactic cards',
};

/**
 * The list's steps in the order a player takes them, each done or not, or
 * none once every one is done. A step shows while it is to do and after it
 * was done (so the player sees progress); a step the list's army or mode does
 * not ask for (no formations, no cards) never shows.
 */
export function listChecklist(list: ArmyList, issues: readonly Pick<Issue, 'code'>[]): ChecklistStep[] {
  const open = new Set(issues.flatMap((issue) => UNFINISHED.get(issue.code) ?? []));
  const led = hasLeader(list);
  const asked: Record<ChecklistStepKey, boolean> = {
    formation: open.has('formation') || list.formation !== null,
    generalsRegiment: true,
    battleTactics: open.has('battleTactics') || list.battleTacticCard1 !== null,
  };
  const done: Record<ChecklistStepKey, boolean> = {
    formation: !open.has('formation'),
    // With a leader, a missing general is an error (with its fix), not a step.
    generalsRegiment: led,
    battleTactics: !open.has('battleTactics'),
  };
  const order: ChecklistStepKey[] = ['formation', 'generalsRegiment', 'battleTactics'];
  const steps = order.filter((key) => asked[key]).map((key) => ({ key, label: LABELS[key], done: done[key] }));
  return steps.every((step) => step.done) ? [] : steps;
}

/**
 * How many of the errors stored on the list (its last verdict) are steps
 * still to take: the validity pill counts them apart from what is wrong.
 */
export function unfinishedErrorCount(list: Pick<ArmyList, 'errors' | 'regiments'>): number {
  return list.errors.filter((error) => isUnfinishedIssue(error, list)).length;
}
