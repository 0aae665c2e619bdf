import { campaignLabel } from '../campaign-label.js';
import type { RosterRule } from '../roster-rule.js';

/**
 * Battle scars are the campaign's and the current quest is one of its Quest
 * Log, where the campaign has such tables (Ascension has no scars: any name is
 * the player's own).
 */
export const scarsAndQuestRule: RosterRule = {
  id: 'roster/scars-and-quest',
  check(roster, context, report) {
    for (const unit of roster.units) {
      for (const scar of unit.scars) {
        if (context.scars.size > 0 && !context.scars.has(scar))
          report('ROSTER_UNKNOWN_SCAR', unit.id, { unit: unit.name, scar, campaign: campaignLabel(context.campaign) });
      }
    }
    const quest = roster.quest.name;
    if (quest !== null && context.quests.size > 0 && !context.quests.has(quest))
      report('ROSTER_UNKNOWN_QUEST', null, { quest, campaign: campaignLabel(context.campaign) });
  },
};
