// A Markdown rendering of an export, as blogs and forums show them: '#'
// headings, '- ' before every line, and the options as indented '  - '
// bullets under their unit. Told apart from a plain export (whose own '- '
// or '* ' bullets sit at column 0, and whose Listbot members read '- N x')
// by its headings or nested bullets, then read back into the export's lines.
import { LISTBOT_MEMBER } from './line-patterns.js';

/** A line before trimming: how far it is indented, and its trimmed text. */
export type IndentedLine = { indent: number; raw: string };

const LIST_ITEM = /^[-*+]\s+(?=\S)/;
const HASH_HEADING = /^#{1,6}\s+(?=\S)/;
const CLOSING_HASHES = /\s+#+$/;
/** Markdown escapes of punctuation: 'Lord\-Imperatant', '\*\*Reinforced\*\*'. */
const ESCAPED = /\\([\\`*_{}[\]()#+\-.!|~'>])/g;
/** Top-level items a rendered list has at least (an army block and a unit or two). */
const MIN_TOP_ITEMS = 3;

/** True when the lines read as a Markdown list: enough top-level items, and '#' headings or nested items. */
export function isMarkdownList(lines: readonly IndentedLine[]): boolean {
  let top = 0;
  let nested = 0;
  let headings = 0;
  for (const { indent, raw } of lines) {
    if (HASH_HEADING.test(raw)) headings++;
    else if (LIST_ITEM.test(raw) && !LISTBOT_MEMBER.test(raw)) {
      if (indent === 0) top++;
      else nested++;
    }
  }
  return top >= MIN_TOP_ITEMS && (headings > 0 || nested > 0);
}

/** One line of a Markdown list as the export printed it: a heading's or a top item's text, a nested item as a '• ' bullet. */
export function unwrapMarkdownLine({ indent, raw }: IndentedLine): string {
  const text = raw.replace(ESCAPED, '$1');
  const heading = HASH_HEADING.exec(text);
  if (heading) return text.slice(heading[0].length).replace(CLOSING_HASHES, '').trim();
  const item = LIST_ITEM.exec(text);
  if (!item) return text;
  const rest = text.slice(item[0].length).trim();
  return indent > 0 ? `\u2022 ${rest}` : rest;
}
