// Invisible marks the data carries inside names and keywords (left-to-right
// marks, zero-width spaces and joiners, the BOM).
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff]/g;

/** Normalises a name or keyword: hyphen variants, no-break spaces, invisible marks, doubled spaces. */
export function cleanName(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/[\u2010\u2011\u2012]/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalises rules text but keeps its markup (**^^Keyword^^**, bullets, new lines). */
export function cleanRulesText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(/\u2011/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** '**^^Wizard^^**' -> 'WIZARD': the plain keyword inside rules-text markup. */
export function stripMarkup(text: string): string {
  return cleanName(text.replace(/[*^]/g, ''));
}

/** Case- and punctuation-insensitive key for matching names across files. */
export function nameKey(text: string): string {
  return cleanName(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
