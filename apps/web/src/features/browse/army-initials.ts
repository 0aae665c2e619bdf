// The two letters of an army's crest: the initials of its first two words of
// weight ('Daughters of Khaine' -> 'DK', 'Seraphon' -> 'SE').
const MINOR_WORDS = new Set(['of', 'the', 'and']);

export function armyInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const [first = '', second] = words;
  return (second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2)).toUpperCase();
}
