import { nameKey } from '../shared/name-key.js';

/** A test for the home and army filters: the name contains the filter, case, accents and punctuation aside; a blank filter matches all. */
export function compileNameFilter(filter: string): (name: string) => boolean {
  const wanted = nameKey(filter);
  return wanted === '' ? () => true : (name) => nameKey(name).includes(wanted);
}
