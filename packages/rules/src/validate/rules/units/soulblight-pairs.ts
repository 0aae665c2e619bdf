import type { Army } from '../../../model/index.js';
import type { IssueCode } from '../../../issue/messages.js';
import type { Rule } from '../../rule.js';
import type { UnitsIndex } from './army-index.js';
import { viewList } from './list-view.js';

const SOULBLIGHT = 'Soulblight Gravelords';

/** Warscrolls of one character that never stand together, named as the data names them. */
export const SOULBLIGHT_PAIRS: readonly { code: IssueCode; units: readonly [string, string] }[] = [
  { code: 'CADO_AND_BLADES', units: ['Cado Ezechiar, the Hollow King', 'Blades of the Hollow King'] },
  { code: 'RADUKAR_TWICE', units: ['Radukar the Beast', 'Radukar the Wolf'] },
];

function appliesTo(army: Army): boolean {
  return army.name === SOULBLIGHT || army.parentArmy === SOULBLIGHT;
}

/**
 * Whether a 0-1 'must be included' option over these unit keys only restates
 * one of the pairs: the pair's own message is the clearer one, so the army
 * option stays silent.
 */
export function restatesSoulblightPair(index: UnitsIndex, unitKeys: ReadonlySet<string>): boolean {
  if (!appliesTo(index.army) || unitKeys.size !== 2) return false;
  return SOULBLIGHT_PAIRS.some(({ units }) => units.every((unit) => unitKeys.has(index.key(unit))));
}

/** Soulblight Gravelords: not both Cado Ezechiar and his Blades, not both Radukars. */
export const soulblightPairsRule: Rule = {
  id: 'army-specific/soulblight-pairs',
  needsArmy: true,
  check(context, report) {
    const { index, allCounts } = viewList(context);
    if (!appliesTo(index.army)) return;
    for (const { code, units } of SOULBLIGHT_PAIRS) {
      if (units.every((unit) => allCounts.has(index.key(unit)))) report(code);
    }
  },
};
