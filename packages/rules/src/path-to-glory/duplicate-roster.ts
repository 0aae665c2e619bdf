import { duplicateName } from '../operations/duplicate-name.js';
import type { CampaignRoster } from './roster.js';

type DuplicateRosterInput = {
  id: string;
  now: number;
  /** Every stored roster, to find a free name; deleted ones do not count. */
  existing: readonly { name: string; deleted?: boolean }[];
};

/**
 * A copy under a new id and a free name ('X (Copy)', as a list's), with new
 * timestamps, its units, glory, quest and battle log as they are: from there
 * each roster keeps its own. The lists mustered from the original stay the
 * original's (their games log there), so the copy starts without any.
 */
export function duplicateRoster(roster: CampaignRoster, { id, now, existing }: DuplicateRosterInput): CampaignRoster {
  return {
    ...roster,
    id,
    name: duplicateName(roster.name, existing),
    musters: [],
    _createdAt: now,
    _updatedAt: now,
    deleted: false,
    deletedAt: null,
  };
}
