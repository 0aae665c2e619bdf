import { campaignLabel } from '../campaign-label.js';
import type { RosterRule } from '../roster-rule.js';

/** Every unit is a warscroll of the army, with a keyword the campaign's Order of Battle takes (when the data names any). */
export const unitsRule: RosterRule = {
  id: 'roster/units',
  check(roster, context, report) {
    if (!context.army) return;
    const allowed = context.campaign.orderOfBattle.unitKeywords;
    for (const unit of roster.units) {
      const warscroll = context.warscrolls.get(unit.name);
      if (!warscroll) {
        report('ROSTER_UNKNOWN_UNIT', unit.id, { army: roster.faction, unit: unit.name });
      } else if (allowed.length > 0 && !allowed.some((keyword) => warscroll.keywords.includes(keyword))) {
        report('ROSTER_UNIT_NOT_ALLOWED', unit.id, { unit: unit.name, campaign: campaignLabel(context.campaign) });
      }
    }
  },
};
