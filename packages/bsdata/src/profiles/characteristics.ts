import type { StaticContext } from '../context/static-context.js';
import { applyTextModifiers, staticModifiers } from '../context/modifiers.js';
import { items, type XmlElement } from '../xml/xml-element.js';

/**
 * A profile's characteristics by name, after the modifiers that apply to the
 * current handbook (some profiles are reworded per season).
 */
export function readCharacteristics(profile: XmlElement, context: StaticContext): Map<string, string> {
  const values = new Map<string, string>();
  const modifiers = staticModifiers(profile, context);
  for (const characteristic of items(profile, 'characteristics')) {
    const name = characteristic.attrs.name ?? '';
    const text = characteristic.text.trim();
    const typeId = characteristic.attrs.typeId ?? '';
    values.set(name, modifiers.length === 0 ? text : applyTextModifiers(modifiers, typeId, text).trim());
  }
  return values;
}

/** A profile's attributes (Color, Type, Parent Node) by name. */
export function readAttributes(profile: XmlElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const attribute of items(profile, 'attributes')) values.set(attribute.attrs.name ?? '', attribute.text.trim());
  return values;
}
