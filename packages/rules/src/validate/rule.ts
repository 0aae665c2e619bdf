import type { ArmyList } from '../list/army-list.js';
import type { ValidatorMode } from '../list/validator-mode.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import type { IssueCode } from '../issue/messages.js';
import type { IssueParams, RuleId } from '../issue/issue.js';
import type { PlacedUnit } from './rules/list/placed-units.js';
import type { ListView } from './rules/units/list-view.js';

/** What a rule sees: the list, the data and the army's lookup (undefined when the army is unknown). */
export type RuleContext = {
  list: ArmyList;
  data: GameData;
  lookup: ArmyLookup | undefined;
  mode: ValidatorMode;
  /**
   * What several rules derive from the list, built by the first rule that asks
   * (viewList, resolvePlacedUnits). validateList makes a fresh one per call, so a
   * list edited in place between two validations is never served stale units.
   */
  derived: DerivedFromList;
};

export type DerivedFromList = { view?: ListView; placed?: readonly PlacedUnit[] };

export type Report = (code: IssueCode, params?: IssueParams) => void;

export type Rule = {
  id: RuleId;
  /** Modes the rule runs in; every mode but 'disabled' when absent. */
  modes?: readonly ValidatorMode[];
  /** Rules that need the army's data are skipped when the army is unknown. */
  needsArmy: boolean;
  check: (context: RuleContext, report: Report) => void;
};
