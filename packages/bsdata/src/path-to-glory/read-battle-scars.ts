import type { BattleScarGrade } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { childEntries, childGroups } from './campaign-tree.js';
import { readCampaignEntry } from './read-campaign-entry.js';

const BATTLE_SCARS = /\s*Battle Scars$/i;

/** 'Ravaged Coast Battle Scars', whose groups are the grades ('Critical Battle Scars', ...). */
export function isBattleScarTable(group: XmlElement): boolean {
  return BATTLE_SCARS.test(group.attrs.name ?? '');
}

export function readBattleScars(group: XmlElement, env: ConversionEnv): BattleScarGrade[] {
  return childGroups(group, env).map((grade) => ({
    grade: cleanName((grade.attrs.name ?? '').replace(BATTLE_SCARS, '')),
    scars: childEntries(grade, env).map((scar) => readCampaignEntry(scar, env)),
  }));
}
