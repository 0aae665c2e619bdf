import type { IssueCode } from '../../../issue/messages.js';
import type { Rule } from '../../rule.js';
import { canTakeFrom, isHeroTable, mayHoldEnhancements, slotsOf, type EnhancementSlot } from './enhancement-slots.js';
import { isHero, isUnique, viewList, type Placement } from './list-view.js';

const INVALID: Record<EnhancementSlot['field'], IssueCode> = {
  artifact: 'INVALID_ARTIFACT',
  heroicTrait: 'INVALID_HEROIC_TRAIT',
  choice: 'INVALID_ENHANCEMENT',
};

function needsHero(slot: EnhancementSlot): boolean {
  return slot.field !== 'choice' || (slot.entry !== undefined && isHeroTable(slot.entry.table));
}

/**
 * Each unit's own enhancements: known to the army, and allowed for the unit.
 * One problem of a unit is reported once: a unique unit hears only that it is
 * unique, a non-hero that traits and artefacts are for heroes.
 */
export const enhancementEligibilityRule: Rule = {
  id: 'enhancements/eligibility',
  needsArmy: true,
  check(context, report) {
    const view = viewList(context);
    const { index } = view;
    const army = context.list.faction;
    const checkUnit = (placement: Placement) => {
      const slots = slotsOf(view, placement.listUnit);
      if (slots.length === 0 || !mayHoldEnhancements(placement, index)) return;
      for (const slot of slots) if (!slot.entry) report(INVALID[slot.field], { army, enhancement: slot.name });
      const { unit } = placement;
      if (!unit) return;
      if (isUnique(unit)) return report('UNIQUE_ENHANCEMENT', { unit: unit.name });
      const hero = isHero(unit);
      if (!hero && slots.some(needsHero)) report('ENHANCEMENT_NOT_HERO', { unit: unit.name });
      const refused = new Set<string>();
      for (const { entry } of slots) {
        if (!entry || (!hero && isHeroTable(entry.table)) || refused.has(entry.table.name)) continue;
        if (canTakeFrom(placement, entry.table, index)) continue;
        refused.add(entry.table.name);
        report('TABLE_NOT_ALLOWED', { unit: unit.name, table: entry.table.name });
      }
    };
    for (const placement of view.placed) checkUnit(placement);
    for (const placement of view.renown) checkUnit(placement);
  },
};
