import { nameKey } from '../../../shared/name-key.js';

const SEASON_SUFFIXES = ['Scourge of Ghyran', 'Scourge of Aqshy'].map(nameKey);

/**
 * The name key of the standard warscroll of a seasonal variant:
 * 'Iridan the Witness (Scourge of Aqshy)' -> 'iridanthewitness'. Other keys are unchanged.
 */
export function seasonalBaseKey(key: string): string {
  for (const suffix of SEASON_SUFFIXES) if (key.length > suffix.length && key.endsWith(suffix)) return key.slice(0, -suffix.length);
  return key;
}
