import type { XmlElement } from '../xml/xml-element.js';
import { and, asksAboutEntry, evaluateGuard, type Tri } from './evaluate-conditions.js';
import { derivationOf, type StaticContext } from './static-context.js';

export type GuardedModifier = {
  modifier: XmlElement;
  /** Whether its conditions (and those of enclosing modifier groups) hold in the static context. */
  applies: Tri;
  /** Modifier groups it sits in, outermost first. */
  groups: XmlElement[];
};

function hasModifiers(node: XmlElement): boolean {
  for (const child of node.children) if (child.tag === 'modifiers' || child.tag === 'modifierGroups') return true;
  return false;
}

function hasRepeats(modifier: XmlElement): boolean {
  return modifier.children.some((child) => child.tag === 'repeats' && child.children.length > 0);
}

const NO_MODIFIERS: readonly GuardedModifier[] = Object.freeze([]);

// Verdicts per context, then per node. A context is never changed once made (its sets are
// read-only), so a node's verdicts hold for as long as the context lives; the readers ask about
// the same nodes many times per unit (visibility of every child entry, bounds, names, points).
const verdictsByContext = new WeakMap<StaticContext, Map<XmlElement, readonly GuardedModifier[]>>();

/** The ids the conditions under a node's modifiers name: all of them, and those asked of the entry itself. */
type Questions = { named: readonly string[]; askedOfEntry: readonly string[] };

// Structure only, so one answer per node.
const questionsByNode = new WeakMap<XmlElement, Questions>();

function questionsOf(node: XmlElement): Questions {
  let questions = questionsByNode.get(node);
  if (!questions) {
    const named: string[] = [];
    const askedOfEntry: string[] = [];
    const stack = node.children.filter((child) => child.tag === 'modifiers' || child.tag === 'modifierGroups');
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next.tag !== 'condition') stack.push(...next.children);
      else {
        named.push(next.attrs.childId ?? '');
        if (asksAboutEntry(next)) askedOfEntry.push(next.attrs.childId ?? '');
      }
    }
    questionsByNode.set(node, (questions = { named, askedOfEntry }));
  }
  return questions;
}

/**
 * The context, among `context` and those it was made from, whose verdicts on the node's modifiers
 * are the same and are shared most widely: the data set's, unless a condition names a catalogue
 * (then the army's) or asks the entry about a category it has (then the unit's own).
 */
function sharedContext(node: XmlElement, context: StaticContext): StaticContext {
  let shared = context;
  for (let derivation = derivationOf(shared); derivation; derivation = derivationOf(shared)) {
    const { from, changed } = derivation;
    const { named, askedOfEntry } = questionsOf(node);
    // evaluateCondition reads primaryCatalogues only for a known catalogue's id.
    if (changed === 'primaryCatalogues' && named.some((id) => shared.knownCatalogues.has(id))) return shared;
    // ...and entryCategories only for a condition asked of the entry, naming one of them.
    if (changed === 'entryCategories' && askedOfEntry.some((id) => shared.entryCategories.has(id) || from.entryCategories.has(id))) {
      return shared;
    }
    shared = from;
  }
  return shared;
}

/** Every modifier of a node, flattened out of modifier groups, with its static verdict. */
export function collectModifiers(node: XmlElement, context: StaticContext): readonly GuardedModifier[] {
  // Most elements have no modifiers; skip the walk (this runs for every entry of every army).
  if (!hasModifiers(node)) return NO_MODIFIERS;
  // Verdicts that do not read the entry's categories are shared by every unit of the army.
  context = sharedContext(node, context);
  let verdicts = verdictsByContext.get(context);
  if (!verdicts) verdictsByContext.set(context, (verdicts = new Map()));
  let result = verdicts.get(node);
  if (!result) {
    const collected: GuardedModifier[] = [];
    visit(node, context, true, [], collected);
    verdicts.set(node, (result = collected));
  }
  return result;
}

function visit(node: XmlElement, context: StaticContext, outer: Tri, groups: XmlElement[], result: GuardedModifier[]): void {
  for (const child of node.children) {
    if (child.tag === 'modifiers') {
      for (const modifier of child.children) {
        // A repeated modifier scales with selections in the list, so it is never static.
        const applies = hasRepeats(modifier) ? undefined : and([outer, evaluateGuard(modifier, context)]);
        result.push({ modifier, applies, groups });
      }
    } else if (child.tag === 'modifierGroups') {
      for (const group of child.children) {
        visit(group, context, and([outer, evaluateGuard(group, context)]), [...groups, group], result);
      }
    }
  }
}

/** Modifiers that certainly apply in the static context. */
export function staticModifiers(node: XmlElement, context: StaticContext): XmlElement[] {
  return collectModifiers(node, context)
    .filter((entry) => entry.applies === true)
    .map((entry) => entry.modifier);
}

/** The node's hidden flag after the modifiers that apply statically. */
export function isHidden(node: XmlElement, context: StaticContext): boolean {
  let hidden = node.attrs.hidden === 'true';
  for (const modifier of staticModifiers(node, context)) {
    if (modifier.attrs.field === 'hidden' && modifier.attrs.type === 'set') hidden = modifier.attrs.value === 'true';
  }
  return hidden;
}

export function applyTextModifiers(modifiers: readonly XmlElement[], field: string, initial: string): string {
  let text = initial;
  for (const modifier of modifiers) {
    if (modifier.attrs.field !== field) continue;
    const value = modifier.attrs.value ?? '';
    if (modifier.attrs.type === 'set') text = value;
    else if (modifier.attrs.type === 'append') text = joinText(text, value, modifier.attrs.join ?? '');
    else if (modifier.attrs.type === 'prepend') text = joinText(value, text, modifier.attrs.join ?? '');
  }
  return text;
}

/** Joins two texts; an empty or '-' side takes no separator. */
function joinText(first: string, second: string, separator: string): string {
  const blank = (text: string) => text.trim() === '' || text.trim() === '-';
  if (blank(first)) return second;
  if (blank(second)) return first;
  return `${first}${separator}${second}`;
}

export type Visibility = 'visible' | 'hidden' | 'conditional';

/**
 * Whether a node shows in the current handbook: 'conditional' when it is
 * hidden by default but a choice in the list can reveal it (a weapon option
 * that unlocks an ability, say).
 */
export function visibility(node: XmlElement, context: StaticContext): Visibility {
  let hidden = node.attrs.hidden === 'true';
  let revealable = false;
  for (const { modifier, applies } of collectModifiers(node, context)) {
    if (modifier.attrs.field !== 'hidden' || modifier.attrs.type !== 'set') continue;
    if (applies === true) hidden = modifier.attrs.value === 'true';
    else if (applies === undefined && modifier.attrs.value === 'false') revealable = true;
  }
  if (!hidden) return 'visible';
  return revealable ? 'conditional' : 'hidden';
}
