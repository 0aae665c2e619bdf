import type { CampaignEntry } from '@scrolldex/rules/model';

import { readAbilitiesOf } from '../armies/read-abilities-of.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { COST_DESTINY_POINTS } from '../ids.js';
import { isWeaponProfile, readWeapon } from '../profiles/read-weapon.js';
import { cleanName, cleanRulesText } from '../text/clean-text.js';
import { firstChild, items, type XmlElement } from '../xml/xml-element.js';

// Campaign rules are written hidden (BattleScribe shows them only on a roster's
// printout), so all are read: the reference is their only place.
function readNotes(entry: XmlElement): string[] {
  return items(entry, 'rules')
    .map((rule) => cleanRulesText(firstChild(rule, 'description')?.text ?? ''))
    .filter((text) => text !== '');
}

/** The destiny points an entry gives or costs (its base cost; modifiers that change it by the hero's size are not read); null when it has none. */
function readDestinyPoints(entry: XmlElement): number | null {
  const cost = items(entry, 'costs').find((candidate) => candidate.attrs.typeId === COST_DESTINY_POINTS);
  const value = Number.parseInt(cost?.attrs.value ?? '', 10);
  return Number.isNaN(value) || value === 0 ? null : value;
}

/** One entry of a campaign table with its ability profiles, weapon profiles and rules text, as a warscroll's are read. */
export function readCampaignEntry(entry: XmlElement, env: ConversionEnv): CampaignEntry {
  return {
    id: entry.attrs.id ?? '',
    name: cleanName(entry.attrs.name ?? ''),
    abilities: readAbilitiesOf(entry, env),
    weapons: items(entry, 'profiles')
      .filter(isWeaponProfile)
      .map((profile) => readWeapon(profile, env.context)),
    notes: readNotes(entry),
    destinyPoints: readDestinyPoints(entry),
  };
}
