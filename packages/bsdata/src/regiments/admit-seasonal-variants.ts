import type { Army } from '@scrolldex/rules/model';

const SEASONAL_SUFFIX = / \(Scourge of (?:Ghyran|Aqshy)\)$/;

/**
 * A seasonal variant ('Melusai Ironscale (Scourge of Aqshy)') is the same unit
 * for regiment composition: wherever a leader's option names the standard
 * warscroll, the variant may join too. The data's grants often name only the
 * standard link, which would turn the variant away from every leader.
 */
export function admitSeasonalVariants(army: Army): void {
  const variantsOf = new Map<string, string[]>();
  for (const unit of army.units) {
    const standard = unit.name.replace(SEASONAL_SUFFIX, '');
    if (standard === unit.name) continue;
    variantsOf.set(standard, [...(variantsOf.get(standard) ?? []), unit.name]);
  }
  if (variantsOf.size === 0) return;
  for (const unit of army.units) {
    for (const option of unit.battleProfile.regimentOptions) {
      const names = new Set(option.unitNames);
      for (const name of option.unitNames) for (const variant of variantsOf.get(name) ?? []) names.add(variant);
      option.unitNames = [...names];
    }
  }
}
