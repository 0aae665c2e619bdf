import type { ListEdit } from '../builder/list-edit.js';
import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Issue } from '../issue/issue.js';
import type { IssueCode } from '../issue/messages.js';

/** A one-tap fix of a validation issue: the button's sentence and the edit it makes, as data. */
export type Fix = { issueCode: IssueCode; label: string; apply: ListEdit };

/** A fix before it is checked: suggestFixes keeps only those that remove the issue and add no error. */
export type FixCandidate = { label: string; apply: ListEdit };

export type FixContext = { list: ArmyList; issue: Issue; lookup: ArmyLookup };

export type FixFinder = (context: FixContext) => FixCandidate[];
