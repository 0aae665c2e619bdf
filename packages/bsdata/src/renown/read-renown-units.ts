import type { RegimentOfRenownUnit } from '@scrolldex/rules/model';

import type { Catalogue } from '../catalogue/catalogue.js';
import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { ResolvedEntry } from '../catalogue/resolve-link.js';
import { readScopedBounds } from '../units/read-bounds.js';
import { convertUnit } from '../units/convert-unit.js';

export type RenownUnit = RegimentOfRenownUnit & {
  /** Where the warscroll is defined, for the regiment's source armies. */
  definedIn: Catalogue;
};

/**
 * How many of the unit the regiment holds: its link is capped at 0 per force
 * and the renown force's modifier group sets the cap (and usually the minimum)
 * to the count. The env's context must include that renown force.
 */
function readCount(resolved: ResolvedEntry, renownName: string, env: ConversionEnv): number {
  const node = resolved.link ?? resolved.entry;
  const bounds = readScopedBounds(node, env.context, (scope) => scope === 'force' || scope === 'roster');
  const count = bounds.max > 0 ? bounds.max : bounds.min;
  if (count >= 1) return count;
  env.report.add({
    code: 'UNREADABLE_VALUE',
    file: env.catalogue.file,
    id: node.attrs.id ?? '',
    message: `No unit count for '${node.attrs.name ?? ''}' in the regiment of renown '${renownName}' (min ${bounds.min}, max ${bounds.max}); 1 is used.`,
  });
  return 1;
}

/** The units of one regiment of renown, converted as that renown force fields them. */
export function readRenownUnits(links: readonly ResolvedEntry[], renownName: string, env: ConversionEnv): RenownUnit[] {
  return links.map((resolved) => ({
    count: readCount(resolved, renownName, env),
    unit: convertUnit(resolved, env).unit,
    definedIn: resolved.catalogue,
  }));
}
