import type { Path } from '../../model/index.js';
import { pathAbilities, type CampaignContext, type RankedAbility } from '../campaign-context.js';
import { campaignLabel } from '../campaign-label.js';
import { ranksReached } from '../rank-ladder.js';
import type { RosterReport, RosterRule } from '../roster-rule.js';
import type { RosterUnit } from '../roster.js';
import { meetsUnitCondition } from '../unit-condition.js';

function checkAbilities(unit: RosterUnit, path: Path, context: CampaignContext, report: RosterReport): void {
  const byName = new Map(pathAbilities(path).map((ranked) => [ranked.ability.name, ranked]));
  const reached = new Set(ranksReached(context.ladder, unit.renown));
  const takenPerRank = new Map<string, RankedAbility[]>();
  for (const name of unit.pathAbilities) {
    const ranked = byName.get(name);
    if (!ranked) {
      report('ROSTER_ABILITY_NOT_ON_PATH', unit.id, { unit: unit.name, path: path.name, ability: name });
      continue;
    }
    if (!reached.has(ranked.rank)) {
      const step = context.ladder.find((candidate) => candidate.rank === ranked.rank);
      report('ROSTER_ABILITY_RANK_NOT_REACHED', unit.id, { unit: unit.name, ability: name, rank: ranked.rank, renown: step?.renownNeeded ?? '?' });
    }
    takenPerRank.set(ranked.rank, [...(takenPerRank.get(ranked.rank) ?? []), ranked]);
  }
  for (const rank of path.ranks) {
    const taken = takenPerRank.get(rank.rank)?.length ?? 0;
    if (rank.maxSelections !== null && taken > rank.maxSelections) {
      report('ROSTER_TOO_MANY_RANK_ABILITIES', unit.id, { unit: unit.name, path: path.name, rank: rank.rank, max: rank.maxSelections });
    } else if (taken === 0 && reached.has(rank.rank)) {
      report('ROSTER_RANK_ABILITY_TO_TAKE', unit.id, { unit: unit.name, path: path.name, rank: rank.rank });
    }
  }
}

/**
 * A unit follows a path of the campaign that its keywords allow; its path
 * abilities are of that path, of ranks its renown has reached, no more of a
 * rank than the rank allows. A reached rank with no ability taken is a warning.
 */
export const pathsRule: RosterRule = {
  id: 'roster/paths',
  check(roster, context, report) {
    for (const unit of roster.units) {
      if (unit.path === null) {
        for (const ability of unit.pathAbilities) report('ROSTER_ABILITY_WITHOUT_PATH', unit.id, { unit: unit.name, ability });
        continue;
      }
      const path = context.paths.get(unit.path);
      if (!path) {
        report('ROSTER_UNKNOWN_PATH', unit.id, { unit: unit.name, path: unit.path, campaign: campaignLabel(context.campaign) });
        continue;
      }
      const warscroll = context.warscrolls.get(unit.name);
      if (warscroll && !meetsUnitCondition(path.takenBy, warscroll.keywords)) report('ROSTER_PATH_NOT_FOR_UNIT', unit.id, { unit: unit.name, path: path.name });
      checkAbilities(unit, path, context, report);
    }
  },
};
