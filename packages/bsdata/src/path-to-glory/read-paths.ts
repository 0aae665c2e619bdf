import type { Path } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { isAbilityProfile } from '../profiles/read-ability.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { childEntries, childGroups, readSelectionBound } from './campaign-tree.js';
import { readCampaignEntry } from './read-campaign-entry.js';
import { readRenownNeeded } from './read-renown-needed.js';
import { readUnitCondition } from './read-unit-condition.js';

function hasAbilityProfile(entry: XmlElement): boolean {
  return items(entry, 'profiles').some(isAbilityProfile);
}

/**
 * A path is an entry with no rules of its own whose groups are its ranks, each
 * rank a choice of entries that hold an ability (Ascension's 'Path of the
 * Warrior' › 'Aspiring' › 'Well of Strength'). Recognised by that shape, not by name.
 */
export function isPath(entry: XmlElement, env: ConversionEnv): boolean {
  const ranks = childGroups(entry, env);
  return (
    !hasAbilityProfile(entry) &&
    ranks.length > 0 &&
    ranks.every((rank) => {
      const choices = childEntries(rank, env);
      return choices.length > 0 && choices.every(hasAbilityProfile);
    })
  );
}

export function readPath(entry: XmlElement, env: ConversionEnv): Path {
  return {
    id: entry.attrs.id ?? '',
    name: cleanName(entry.attrs.name ?? ''),
    takenBy: readUnitCondition(entry, env),
    ranks: childGroups(entry, env).map((rank) => ({
      rank: cleanName(rank.attrs.name ?? ''),
      maxSelections: readSelectionBound(rank, 'max'),
      renownNeeded: readRenownNeeded(rank, env),
      abilities: childEntries(rank, env).flatMap((choice) => readCampaignEntry(choice, env).abilities),
    })),
  };
}
