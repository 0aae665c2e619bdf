import { nameKey } from '../../../shared/name-key.js';
import type { Rule } from '../../rule.js';
import { displayName, resolvePlacedUnits } from './placed-units.js';
import { resolveRenownUnits } from './renown-units.js';

/** Seasonal supplements whose warscrolls carry the season in brackets: 'Brutes (Scourge of Aqshy)'. */
const SEASONS = ['Scourge of Ghyran', 'Scourge of Aqshy'].map((season) => ({ season, suffix: nameKey(season) }));

/** The standard warscroll's key and the season, when the key names a seasonal variant. */
function splitSeason(key: string): { base: string; season: string | null } {
  for (const { season, suffix } of SEASONS) {
    if (key.length > suffix.length && key.endsWith(suffix)) return { base: key.slice(0, -suffix.length), season };
  }
  return { base: key, season: null };
}

/**
 * A unit and its seasonal variant never both: 'X' and 'X (Scourge of Aqshy)'.
 * Names are compared as name keys, so the bracket spelling does not matter.
 */
export const seasonalVariantRule: Rule = {
  id: 'seasonal/standard-and-variant',
  needsArmy: true,
  check(context, report) {
    const { list, lookup } = context;
    const standard = new Map<string, string>();
    const variants = new Map<string, Map<string, string>>();
    for (const placed of [...resolvePlacedUnits(context), ...resolveRenownUnits(list, lookup!)]) {
      const { base, season } = splitSeason(placed.key);
      if (!season) {
        if (!standard.has(base)) standard.set(base, displayName(placed));
        continue;
      }
      const seasons = variants.get(base) ?? new Map<string, string>();
      if (!seasons.has(season)) seasons.set(season, displayName(placed));
      variants.set(base, seasons);
    }
    for (const [base, seasons] of variants) {
      const unit = standard.get(base);
      if (!unit) continue;
      for (const [season, variant] of seasons) report('SEASONAL_AND_STANDARD', { unit, season, variant });
    }
  },
};
