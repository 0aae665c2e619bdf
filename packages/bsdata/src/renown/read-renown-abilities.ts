import type { Ability } from '@scrolldex/rules/model';

import { readAbilitiesOf } from '../armies/read-abilities-of.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { visibility } from '../context/modifiers.js';
import { isAbilityProfile } from '../profiles/read-ability.js';
import { nameKey } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';

const ENTRY_PREFIX = /^Regiment of Renown:\s*/i;

function entryName(entry: XmlElement): string {
  return (entry.attrs.name ?? '').replace(ENTRY_PREFIX, '');
}

/** Rules, non-ability profiles and rule links in an ability entry have no place in the model: report them. */
function reportUnmappedContent(entry: XmlElement, env: ConversionEnv): void {
  const unmapped = [
    ...items(entry, 'rules'),
    ...items(entry, 'profiles').filter((profile) => !isAbilityProfile(profile)),
    ...items(entry, 'infoLinks').filter((link) => link.attrs.type !== 'profile'),
  ].filter((node) => visibility(node, env.context) !== 'hidden');
  for (const node of unmapped) {
    env.report.add({
      code: 'UNMAPPED_ENTRY',
      file: env.catalogue.file,
      id: node.attrs.id ?? '',
      message: `'${node.attrs.name ?? ''}' in '${entry.attrs.name ?? ''}' is not an ability; it is not converted.`,
    });
  }
}

export type RenownAbilityInput = {
  renownId: string;
  renownName: string;
  /** Every renown force's ability entries, to explain a missing one. */
  entriesByRenown: ReadonlyMap<string, readonly XmlElement[]>;
  /** Display name of a renown force id. */
  nameOf: (id: string) => string;
};

/** Says which force reveals the entry named after a regiment that got none (The Pustules' entry reveals for Diseased Revellers). */
function describeMisplacedEntry(input: RenownAbilityInput): string {
  for (const [renownId, entries] of input.entriesByRenown) {
    const namesake = entries.find((entry) => nameKey(entryName(entry)) === nameKey(input.renownName));
    if (namesake) return ` '${namesake.attrs.name ?? ''}' is revealed by the force of '${input.nameOf(renownId)}' instead.`;
  }
  return '';
}

/**
 * The abilities of a regiment of renown: profiles and profile links of the
 * ability entries its force reveals. The data's wiring is kept as it is, but a
 * regiment with no entry or with several is reported.
 */
export function readRenownAbilities(input: RenownAbilityInput, env: ConversionEnv): Ability[] {
  const entries = input.entriesByRenown.get(input.renownId) ?? [];
  if (entries.length !== 1) {
    const detail =
      entries.length === 0
        ? `none.${describeMisplacedEntry(input)}`
        : `${entries.length} (${entries.map((entry) => `'${entry.attrs.name ?? ''}'`).join(', ')}); all their abilities are kept.`;
    env.report.add({
      code: 'UNMATCHED_REGIMENT_OF_RENOWN',
      file: env.catalogue.file,
      id: input.renownId,
      message: `Regiment of renown '${input.renownName}' should reveal one 'Regiment of Renown' ability entry, but reveals ${detail}`,
    });
  }
  for (const entry of entries) reportUnmappedContent(entry, env);
  return entries.flatMap((entry) => readAbilitiesOf(entry, env));
}
