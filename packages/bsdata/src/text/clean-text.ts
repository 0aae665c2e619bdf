// Invisible marks the data carries inside names and keywords (left-to-right
// marks, zero-width spaces and joiners, the BOM).
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff]/g;

/**
 * Whether cleanName would return the text unchanged: printable ASCII with single
 * inner spaces. Nearly every name is; checking is a fraction of running the five
 * replacements, and cleanName runs for every name, keyword and weapon read.
 */
function isCleanName(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x20 && code < 0x7f) continue;
    if (code === 0x20 && i > 0 && i < last && text.charCodeAt(i + 1) !== 0x20) continue;
    return false;
  }
  return true;
}

/** Normalises a name or keyword: hyphen variants, no-break spaces, invisible marks, doubled spaces. */
export function cleanName(text: string): string {
  if (isCleanName(text)) return text;
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
