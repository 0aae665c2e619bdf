// A list text is anybody's file: a line the plain report quotes must not move
// the cursor, recolour the terminal, ring its bell or reorder what is shown.

/** C0 controls (tab and newline too: a quoted line has none of its own), DEL, C1 controls, and Unicode's bidirectional controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escapeOne(char: string): string {
  const code = char.charCodeAt(0);
  return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/** The text with every control character written out as an escape (`\x1b`, `\u202e`), so it prints as the characters it holds. */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, escapeOne);
}
