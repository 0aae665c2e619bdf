// zod/mini: the battle view reads the stored order as it opens, and classic zod's first schema costs a phone's first
// frame tens of milliseconds (CPU 4x).
import { z } from 'zod/mini';

import type { Phase } from '../model/ability.js';
import { PHASES } from '../model/value-lists.js';
import type { BattleView } from './battle-view-model.js';

/** Section `before` comes somewhere before section `after` in that phase. */
export const SectionOrderPairSchema = z.object({ before: z.string().check(z.minLength(1)), after: z.string().check(z.minLength(1)) });
export type SectionOrderPair = z.infer<typeof SectionOrderPairSchema>;

/**
 * The stored drag order of the battle view's sections, per phase. One value
 * serves every list, so it holds pairs for sections other lists have; pairs
 * later in a phase's array are newer and win over older ones they contradict.
 */
export type PhaseSortPreference = Partial<Record<Phase, readonly SectionOrderPair[]>>;

/** The local-storage key: '{product}-phase-sort'. */
export function phaseSortStorageKey(product: string): string {
  return `${product}-phase-sort`;
}

const StoredPreferenceSchema = z.record(z.string(), z.unknown());
const PhaseKeySchema = z.enum(PHASES);

/**
 * The stored preference, keeping what is valid: unreadable JSON or a
 * non-object gives no preference, and unknown phases, non-array values and
 * malformed pairs are dropped one by one, since one bad entry (a hand edit,
 * an older format) should not cost the player every other phase's order.
 */
export function parsePhaseSortPreference(stored: string | null | undefined): PhaseSortPreference {
  if (!stored) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return {};
  }
  const record = StoredPreferenceSchema.safeParse(raw);
  if (!record.success || Array.isArray(raw)) return {};
  const preference: PhaseSortPreference = {};
  for (const [key, value] of Object.entries(record.data)) {
    const phase = PhaseKeySchema.safeParse(key);
    if (!phase.success || !Array.isArray(value)) continue;
    const pairs = value.flatMap((item: unknown) => {
      const pair = SectionOrderPairSchema.safeParse(item);
      return pair.success && pair.data.before !== pair.data.after ? [{ before: pair.data.before, after: pair.data.after }] : [];
    });
    if (pairs.length > 0) preference[phase.data] = pairs;
  }
  return preference;
}

export function serialisePhaseSortPreference(preference: PhaseSortPreference): string {
  return JSON.stringify(preference);
}

/**
 * The preference after the player dragged a phase's sections into
 * `orderedIds`: that order is stored as pairs of neighbours, replacing the
 * pairs it fully covers and keeping those about sections of other lists.
 */
export function recordSectionOrder(preference: PhaseSortPreference, phase: Phase, orderedIds: readonly string[]): PhaseSortPreference {
  const shown = new Set(orderedIds);
  const kept = (preference[phase] ?? []).filter((pair) => !(shown.has(pair.before) && shown.has(pair.after)));
  const added = orderedIds.slice(1).map((after, index) => ({ before: orderedIds[index] ?? after, after }));
  return { ...preference, [phase]: [...kept, ...added.filter((pair) => pair.before !== pair.after)] };
}

function reaches(edges: ReadonlyMap<string, Set<string>>, from: string, to: string): boolean {
  const stack = [from];
  const seen = new Set<string>();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === to) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(edges.get(node) ?? []));
  }
  return false;
}

// Newest pairs first; a pair that would close a cycle contradicts a newer one and is skipped.
function acyclicEdges(pairs: readonly SectionOrderPair[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { before, after } of [...pairs].reverse()) {
    if (before === after || reaches(edges, after, before)) continue;
    const targets = edges.get(before) ?? new Set<string>();
    targets.add(after);
    edges.set(before, targets);
  }
  return edges;
}

// Order between shown sections, also through sections this list does not
// have: 'A before X' and 'X before B' still put A before B.
function shownSuccessors(edges: ReadonlyMap<string, Set<string>>, from: string, shown: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...(edges.get(from) ?? [])];
  const seen = new Set<string>();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    if (shown.has(node)) found.add(node);
    else stack.push(...(edges.get(node) ?? []));
  }
  return found;
}

/**
 * The sections in the stored order: a stable topological sort of the pairs'
 * constraints that otherwise keeps the default order, so sections no pair
 * mentions (a unit just added) stay where the battle view put them.
 */
export function sortSections<TSection extends { id: string }>(sections: readonly TSection[], pairs: readonly SectionOrderPair[]): TSection[] {
  if (pairs.length === 0 || sections.length < 2) return [...sections];
  // Sections sharing an id (never built, but harmless) move together.
  const groups = new Map<string, TSection[]>();
  for (const section of sections) groups.set(section.id, [...(groups.get(section.id) ?? []), section]);
  const remaining = [...groups.keys()];
  const shown = new Set(remaining);
  const edges = acyclicEdges(pairs);
  const successors = new Map(remaining.map((id) => [id, shownSuccessors(edges, id, shown)] as const));
  const incoming = new Map(remaining.map((id) => [id, 0]));
  for (const targets of successors.values()) for (const target of targets) incoming.set(target, (incoming.get(target) ?? 0) + 1);

  const ordered: string[] = [];
  while (remaining.length > 0) {
    const ready = remaining.findIndex((id) => incoming.get(id) === 0);
    // The edges are acyclic, so something is always ready; 0 only guards the loop.
    const [id] = remaining.splice(Math.max(ready, 0), 1);
    if (id === undefined) break;
    ordered.push(id);
    for (const target of successors.get(id) ?? []) incoming.set(target, (incoming.get(target) ?? 0) - 1);
  }
  return ordered.flatMap((id) => groups.get(id) ?? []);
}

/** The battle view with each phase's sections in the player's stored order. */
export function applyPhaseSort(view: BattleView, preference: PhaseSortPreference): BattleView {
  return {
    phases: view.phases.map((phaseView) => ({
      ...phaseView,
      sections: sortSections(phaseView.sections, preference[phaseView.phase] ?? []),
    })),
  };
}
