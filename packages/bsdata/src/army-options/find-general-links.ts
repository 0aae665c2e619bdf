import { visibility } from '../context/modifiers.js';
import { ENTRY_GENERAL } from '../ids.js';
import { readBounds } from '../units/read-bounds.js';
import { items } from '../xml/xml-element.js';
import type { ArmyUnit } from './index-army-units.js';

/** A unit's visible links to the `.gst` General upgrade, with how many it must take. */
export function findGeneralLinks(unit: ArmyUnit): { min: number }[] {
  const links = [];
  for (const node of unit.nodes) {
    for (const link of items(node, 'entryLinks')) {
      if (link.attrs.targetId !== ENTRY_GENERAL || visibility(link, unit.context) === 'hidden') continue;
      links.push({ min: readBounds(link, unit.context).min });
    }
  }
  return links;
}
