import type { Ability, CoreRulesData } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { visibility } from '../context/modifiers.js';
import { isAbilityProfile, readAbility } from '../profiles/read-ability.js';
import { nameKey } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { buildGameSystemEnv } from './game-system-env.js';
import { readCommandModelAbilities } from './read-command-model-abilities.js';
import { readKeywordAbilities } from './read-keyword-abilities.js';
import { readSharedRuleTexts } from './read-shared-rule-texts.js';

const PLACE_OF_POWER_KEY = nameKey('Activate Place of Power');

function isPlaceOfPower(profile: XmlElement): boolean {
  return nameKey(profile.attrs.name ?? '') === PLACE_OF_POWER_KEY;
}

/** 'Activate Place of Power' as the current handbook words it; each handbook has its own profile. */
function readPlaceOfPower(env: ConversionEnv): Ability | null {
  const shown = items(env.catalogue.root, 'sharedProfiles').filter(
    (profile) => isPlaceOfPower(profile) && isAbilityProfile(profile) && visibility(profile, env.context) !== 'hidden',
  );
  if (shown.length !== 1) {
    env.report.add({
      code: 'UNREADABLE_VALUE',
      file: env.catalogue.file,
      id: shown[0]?.attrs.id ?? env.catalogue.id,
      message: `Expected one 'Activate Place of Power' profile for the current handbook, found ${shown.length}; ${shown.length === 0 ? 'none is' : 'the first is'} used.`,
    });
  }
  return shown[0] ? readAbility(shown[0], env.context) : null;
}

/** Shared profiles that no keyword links and that are not the place-of-power ability would be lost: say so. */
function reportUnmappedProfiles(env: ConversionEnv, linkedProfileIds: ReadonlySet<string>): void {
  for (const profile of items(env.catalogue.root, 'sharedProfiles')) {
    if (linkedProfileIds.has(profile.attrs.id ?? '') || isPlaceOfPower(profile)) continue;
    env.report.add({
      code: 'UNMAPPED_ENTRY',
      file: env.catalogue.file,
      id: profile.attrs.id ?? '',
      message: `Shared profile '${profile.attrs.name ?? ''}' is not linked from a keyword, so it is not a core rule; only units that link it carry it.`,
    });
  }
}

/** The rules the game system states once for every army: keyword, weapon, terrain and command-model abilities. */
export function readCoreRules(dataSet: DataSet): CoreRulesData {
  const env = buildGameSystemEnv(dataSet);
  const keywordAbilities = readKeywordAbilities(env);
  reportUnmappedProfiles(env, keywordAbilities.linkedProfileIds);
  const { weaponAbilities, terrainAbilities } = readSharedRuleTexts(env);
  return {
    keywordAbilities: keywordAbilities.abilities,
    weaponAbilities,
    terrainAbilities,
    commandModelAbilities: readCommandModelAbilities(env),
    placeOfPower: readPlaceOfPower(env),
  };
}
