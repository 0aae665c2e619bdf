/** What an `error` modifier text of the data means for Scrolldex. */
export type ErrorMessageKind =
  /** A faction rule nothing else checks: shown to the player as a Custom note. */
  | { kind: 'custom' }
  /** A rule validation already checks from other data: no note. */
  | { kind: 'covered'; by: string };

// Decided by what each message means, not where it sits. Each entry names the
// check that already enforces it, so a note would only repeat an error the
// player already gets. Everything else is a faction rule and becomes a note.
const COVERED: readonly { pattern: RegExp; by: string }[] = [
  // "A roster cannot contain both the standard and Scourge of Ghyran/Aqshy variant of the same unit."
  { pattern: /\bboth the standard and Scourge of \w+ variant\b/i, by: 'core validation of seasonal variants' },
  // "Regiment has too many selections of BEAST (max 1)": a leader's battle profile limit.
  { pattern: /^Regiment has too many selections of\b/i, by: 'regiment options' },
  // Skaven: "You cannot include more than 1 SKRYRE WAR MACHINE in a regiment led by a non-SKRYRE HERO."
  { pattern: /\bin a regiment led by\b/i, by: 'regiment options' },
  // The game system's own checks, should an army ever repeat them.
  { pattern: /\bWARMASTER units in your roster, one of them must be your general\b/i, by: 'core validation of generals' },
  { pattern: /\bmaximum of 5 regiments\b/i, by: 'core validation of regiments' },
];

export function classifyErrorMessage(message: string): ErrorMessageKind {
  const covered = COVERED.find(({ pattern }) => pattern.test(message));
  return covered ? { kind: 'covered', by: covered.by } : { kind: 'custom' };
}
