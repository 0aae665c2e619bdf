/** Characters outside ASCII: only a name with one needs Unicode normalisation. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Names match whatever their case and punctuation: 'Hargax's Pit-beasts' and
 * 'hargaxs pit beasts' are one name. Used for every lookup by name.
 */
export function nameKey(name: string): string {
  // Most names are ASCII, which NFKD leaves as it is: normalising each was most of the search index's name work.
  const plain = NON_ASCII.test(name) ? name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : name;
  return plain.toLowerCase().replace(/[^a-z0-9]/g, '');
}
