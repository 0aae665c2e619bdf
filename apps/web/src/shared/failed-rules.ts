// A validation rule that threw (validateList's failedRules): the list could
// not be fully checked. It is logged for the developers and told to the
// player, never passed off as a valid list.
import type { validateList } from '@scrolldex/rules';

export type FailedRules = ReturnType<typeof validateList>['failedRules'];

/** What the list row, the builder's pill and the import summary call such a list. */
export const NOT_FULLY_CHECKED = 'Not fully checked';

/** Each rule and message once: the builder validates on every edit. */
const logged = new Set<string>();

export function logFailedRules(failedRules: FailedRules): void {
  for (const { rule, error } of failedRules) {
    const key = `${rule}\n${error instanceof Error ? error.message : String(error)}`;
    if (logged.has(key)) continue;
    logged.add(key);
    console.error(`The validation rule ${rule} failed; the list could not be fully checked.`, error);
  }
}

/** List Issues' explanation, naming the checks that failed. */
export function notFullyCheckedSentence(failedRules: FailedRules): string {
  const rules = [...new Set(failedRules.map(({ rule }) => rule))];
  const named = rules.length === 1 ? `the check ${rules[0]} failed` : `the checks ${rules.join(', ')} failed`;
  return `This list could not be fully checked: ${named}, so problems it looks for are not shown.`;
}
