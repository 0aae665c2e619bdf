import type { KnownArmyOption } from '@scrolldex/rules/model';

import { cleanName } from '../text/clean-text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { classifyErrorMessage } from './classify-error-message.js';
import { findModifiers } from './find-modifiers.js';
import type { ArmyUnitIndex } from './index-army-units.js';

type Custom = Extract<KnownArmyOption, { type: 'Custom' }>;

function isErrorText(modifier: XmlElement): boolean {
  const { type, field } = modifier.attrs;
  return field === 'error' && (type === 'add' || type === 'set');
}

/**
 * Custom notes: the `error` texts (add or set) on the army's units that state a
 * faction rule nothing else checks (Big Waaagh!'s equal numbers of regiments,
 * Athol Khul and other UNIQUE units). One note per distinct text. Only the
 * units' own modifiers are read: every army error in the data sits there. The
 * "X can only contain Y HEROES" texts of armies of renown sit on Path to Glory's
 * Anvil of Apotheosis heroes only, which no army fields, so they give no note;
 * an army's unit list already holds only the heroes it may take.
 */
export function deriveCustomNotes(index: ArmyUnitIndex): Custom[] {
  const notes = new Set<string>();
  for (const unit of index.units) {
    for (const node of unit.nodes) {
      for (const { modifier, applies } of findModifiers(node, unit.context, isErrorText)) {
        if (applies === false) continue;
        const note = cleanName(modifier.attrs.value ?? '');
        if (note && classifyErrorMessage(note).kind === 'custom') notes.add(note);
      }
    }
  }
  return [...notes].map((note) => ({ type: 'Custom', note }));
}
