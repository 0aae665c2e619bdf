// Case and diacritic folding, shared by every match on names and text: lookups by name, the search and list import.

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ASCII_RUNS = /[\u0080-\uffff]+/g;

/** Lower case with diacritics and compatibility characters folded: 'Sciansá' -> 'sciansa', 'ﬁre' -> 'fire'. */
export function foldText(text: string): string {
  // Game text is mostly ASCII, which NFKD leaves as it is: normalise only the runs that are not.
  return text.replace(NON_ASCII_RUNS, foldRun).toLowerCase();
}

function foldRun(run: string): string {
  return run.normalize('NFKD').replace(COMBINING_MARKS, '');
}
