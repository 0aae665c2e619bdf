/**
 * Names match whatever their case and punctuation: 'Hargax's Pit-beasts' and
 * 'hargaxs pit beasts' are one name. Used for every lookup by name.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
