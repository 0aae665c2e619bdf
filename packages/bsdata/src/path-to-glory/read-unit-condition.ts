import type { UnitCondition } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName } from '../text/clean-text.js';
import { items, type XmlElement } from '../xml/xml-element.js';

// A path is hidden until the unit taking it matches the conditions of the
// modifier that shows it: whether the unit (the root entry) is or is not of a
// keyword category, in and/or groups. Anything else is not a unit condition:
// it is collected in `unreadable`, and the whole condition is not used.

function readCondition(condition: XmlElement, env: ConversionEnv, unreadable: string[]): UnitCondition {
  const { type, scope, childId } = condition.attrs;
  const category = env.index.get(childId ?? '')?.node;
  if ((type !== 'instanceOf' && type !== 'notInstanceOf') || scope !== 'root-entry' || category?.tag !== 'categoryEntry') {
    unreadable.push(`${type ?? '?'} ${scope ?? '?'} ${childId ?? '?'}`);
  }
  return { keyword: cleanName(category?.attrs.name ?? ''), has: type === 'instanceOf' };
}

function readGroup(node: XmlElement, type: string, env: ConversionEnv, unreadable: string[]): UnitCondition {
  const parts = [
    ...items(node, 'conditions').map((condition) => readCondition(condition, env, unreadable)),
    ...items(node, 'conditionGroups').map((group) => readGroup(group, group.attrs.type ?? 'and', env, unreadable)),
  ];
  if (parts.length === 1) return parts[0]!;
  return type === 'or' ? { any: parts } : { all: parts };
}

/**
 * The units that may take an entry hidden until the unit matches: the conditions
 * of its `set hidden false` modifier. Null when it is not hidden that way; a
 * condition that is not about the unit's keywords is reported and read as null (any unit).
 */
export function readUnitCondition(entry: XmlElement, env: ConversionEnv): UnitCondition | null {
  if (entry.attrs.hidden !== 'true') return null;
  const shows = items(entry, 'modifiers').filter(
    (modifier) => modifier.attrs.type === 'set' && modifier.attrs.field === 'hidden' && modifier.attrs.value === 'false',
  );
  if (shows.length === 0) return null;
  const unreadable: string[] = [];
  const conditions = shows.map((modifier) => readGroup(modifier, 'and', env, unreadable));
  if (unreadable.length > 0) {
    env.report.add({
      code: 'UNREADABLE_VALUE',
      file: env.catalogue.file,
      id: entry.attrs.id ?? '',
      message: `'${entry.attrs.name ?? ''}' is shown by conditions that are not unit keywords (${unreadable.join('; ')}); any unit may take it.`,
    });
    return null;
  }
  return conditions.length === 1 ? conditions[0]! : { any: conditions };
}
