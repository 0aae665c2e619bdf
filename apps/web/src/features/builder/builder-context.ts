// What every part of the builder shares without passing it through each row:
// the list's id, whether it is locked, the one edit function, and the sheets
// the page owns (a unit's options, List Issues, a list choice). The value is stable across
// edits, so memoised rows do not re-render when another row changes.
import type { ApplyEdit } from '../../state/lists';
import type { UnitRef } from '@scrolldex/rules';
import { createContext, useContext } from 'react';

import type { ListChoice } from './choices/list-choice';

export type BuilderActions = {
  listId: string;
  locked: boolean;
  edit: ApplyEdit;
  /** Applies an edit and toasts the engine's refusal, if any; true when applied. */
  editOrToast: (edit: Parameters<ApplyEdit>[0]) => boolean;
  /** A toast for an applied edit the player may regret (a removal, a fix), with Undo. */
  undoToast: (text: string) => void;
  /**
   * Whether the stored list still has the unit `name` at `ref`. Rows render from a deferred copy of the
   * list: a tap on a row the screen has not caught up with yet acts only when the row still names its unit.
   */
  unitStillAt: (ref: UnitRef, name: string) => boolean;
  openUnit: (ref: UnitRef) => void;
  openIssues: () => void;
  /** Opens the sheet of cards of one of the list's choices (formation, a card, a lore...). */
  openChoice: (choice: ListChoice) => void;
};

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (!actions) throw new Error('useBuilder: render inside the list builder');
  return actions;
}
