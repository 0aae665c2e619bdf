import type { BattleTactic } from '@scrolldex/rules/model';

import { cleanName, cleanRulesText } from '../text/clean-text.js';

// "<Tactic name>:\n<description>". Only a colon that ends its line separates the
// name, so a colon inside the description ("Pick 1: ...") never splits it.
const NAME_LINE = /^([^\n]*?)[ \t\u00a0]*:[ \t\u00a0]*\r?\n/;

/** Splits a battle tactic characteristic into its name and description; undefined when it has no name line. */
export function parseBattleTactic(text: string): BattleTactic | undefined {
  const match = NAME_LINE.exec(text.trimStart());
  if (!match) return undefined;
  const name = cleanName(match[1]!);
  if (name === '') return undefined;
  return { name, description: cleanRulesText(text.trimStart().slice(match[0].length)) };
}
