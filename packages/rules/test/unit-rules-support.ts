// Test support for the unit rules (pure, no test-runner imports): issue codes
// of chosen rules, and real data with one army edited, since the lookup caches
// are keyed on the data and army objects and must see a fresh copy.
import type { ArmyList } from '../src/list/army-list.js';
import type { Army, GameData, Unit } from '../src/model/index.js';
import type { IssueCode } from '../src/issue/messages.js';
import type { Rule } from '../src/validate/rule.js';
import { issueText } from '../src/issue/issue.js';
import { validateList } from '../src/validate/validate-list.js';

export function issueCodes(list: ArmyList, data: GameData, rules: readonly Rule[]): IssueCode[] {
  return validateList(list, data, rules).issues.map((issue) => issue.code);
}

export function issueMessages(list: ArmyList, data: GameData, rules: readonly Rule[]): string[] {
  return validateList(list, data, rules).issues.map(issueText);
}

/** A copy of the data whose army `armyName` is replaced by `edit(army)`. */
export function withArmy(data: GameData, armyName: string, edit: (army: Army) => Army): GameData {
  const army = data.armies[armyName];
  if (!army) throw new Error(`No army named ${armyName}`);
  return { ...data, armies: { ...data.armies, [armyName]: edit(army) } };
}

/** A copy of the data with some units of one army changed by `edit` (return the unit unchanged to keep it). */
export function withUnits(data: GameData, armyName: string, edit: (unit: Unit) => Unit): GameData {
  return withArmy(data, armyName, (army) => ({ ...army, units: army.units.map(edit) }));
}
