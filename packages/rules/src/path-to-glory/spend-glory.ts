// Spending glory points: the data prices nothing in glory (no cost type, no
// entry), so the player names what the campaign's rules sold and its price,
// and the roster checks it can pay before the points leave.
import { fail, ok, type Result } from '../shared/result.js';
import { applyRosterEdit } from './apply-roster-edit.js';
import { rosterSchemas, type CampaignRoster, type GlorySpend } from './roster.js';

export type GlorySpendError = 'locked' | 'nothingNamed' | 'noGlory' | 'notEnoughGlory';

const MESSAGES: Record<GlorySpendError, (roster: CampaignRoster) => string> = {
  locked: () => 'This roster is locked: unlock it to spend glory.',
  nothingNamed: () => 'Say what the glory buys.',
  noGlory: () => 'Spend at least 1 glory point.',
  notEnoughGlory: (roster) => `The roster has ${roster.glory} glory ${roster.glory === 1 ? 'point' : 'points'}: it cannot spend more.`,
};

/** The player's words for a spending error. */
export function glorySpendMessage(error: GlorySpendError, roster: CampaignRoster): string {
  return MESSAGES[error](roster);
}

/** What is wrong with a spending, or nothing: it names something, costs at least 1 and no more than the roster has. */
export function checkGlorySpend(roster: CampaignRoster, spend: GlorySpend): GlorySpendError[] {
  const errors: GlorySpendError[] = [];
  if (roster.locked) errors.push('locked');
  if (spend.what.trim() === '') errors.push('nothingNamed');
  if (!Number.isInteger(spend.glory) || spend.glory < 1) errors.push('noGlory');
  else if (spend.glory > roster.glory) errors.push('notEnoughGlory');
  return errors;
}

/** The roster with the glory spent and recorded, or why it cannot be; never below zero. */
export function spendGlory(roster: CampaignRoster, spend: GlorySpend, now: number): Result<CampaignRoster, GlorySpendError> {
  const errors = checkGlorySpend(roster, spend);
  if (errors.length > 0) return fail(errors);
  return ok(applyRosterEdit(roster, { op: 'spendGlory', spend: rosterSchemas().GlorySpendSchema.parse(spend) }, now));
}
