/** What a game-system shared rule describes. */
export type SharedRuleKind = 'weapon' | 'terrain';

// The shared rules carry no publication or category that tells weapon
// abilities from terrain rules, and their order is an accident of editing.
// Their wording does: every weapon ability speaks of "this weapon", every
// terrain rule of "this terrain feature".
const WEAPON_SUBJECT = /\bthis weapon\b/i;
const TERRAIN_SUBJECT = /\bthis terrain feature\b/i;

/** The kind of a shared rule from its description; undefined when the text names neither subject, or both. */
export function classifySharedRule(description: string): SharedRuleKind | undefined {
  const weapon = WEAPON_SUBJECT.test(description);
  const terrain = TERRAIN_SUBJECT.test(description);
  if (weapon === terrain) return undefined;
  return weapon ? 'weapon' : 'terrain';
}
