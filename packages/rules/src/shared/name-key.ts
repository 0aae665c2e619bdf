import { foldText } from './fold-text.js';

/**
 * Names match whatever their case and punctuation: 'Hargax's Pit-beasts' and
 * 'hargaxs pit beasts' are one name. Used for every lookup by name.
 */
export function nameKey(name: string): string {
  return foldText(name).replace(/[^a-z0-9]/g, '');
}
