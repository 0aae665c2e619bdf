// Splits pasted text into lines in one pass over its characters, keeping
// offsets, lifting out the hidden export markers and cleaning each line
// (HTML character references, code fences, invisible characters, curly
// quotes, Markdown bold); a Markdown rendering of a list is read back into
// the export's lines (markdown-lines.ts).
import { decodeHTMLStrict } from 'entities/decode';

import { decodeMarkers, isMarkerSymbol, MIN_MARKER_RUN, type ExportMetadata } from './export-markers.js';
import { MAX_LIST_LINES } from './input-limits.js';
import { isMarkdownList, unwrapMarkdownLine, type IndentedLine } from './markdown-lines.js';

export type SourceLine = {
  /** 1-based line number. */
  number: number;
  /** Offsets of the line in the pasted text (end exclusive, line break excluded). */
  start: number;
  end: number;
  /** The line as written, markers and fences removed, trimmed. */
  raw: string;
  /** `raw` normalised for matching: straight quotes, plain spaces, '×' as 'x'. */
  text: string;
};

export type ReadLines = { lines: SourceLine[]; metadata: ExportMetadata | null };

const FENCE = /^`{3,}|`{3,}$/g;
const BOLD = /^\*\*(.+)\*\*$/;
const MAYBE_MARKER = /[\u200b-\u200d\u2060]/;

function normalise(raw: string): string {
  return raw
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .replace(/\u00d7/g, 'x');
}

/** '&amp;', '&nbsp;', '&#x20;' left by a web page the text was copied from; a decoded line break is a space. */
function decodeReferences(line: string): string {
  return line.includes('&') ? decodeHTMLStrict(line).replace(/[\r\n]/g, ' ') : line;
}

/** The line without what other tools add around it, and how far it was indented. */
function cleanLine(line: string): IndentedLine {
  // Invisible characters other tools add (byte order marks, direction marks).
  const visible = decodeReferences(line).replace(/[\ufeff\u200e\u200f]/g, '');
  const indent = visible.length - visible.trimStart().length;
  let raw = visible.trim().replace(FENCE, '').trim();
  const bold = BOLD.exec(raw);
  if (bold) raw = bold[1]!.trim();
  return { indent, raw };
}

/** Removes runs of marker symbols long enough to be export markers; the first readable one is the metadata. */
function liftMarkers(line: string, found: { metadata: ExportMetadata | null }): string {
  if (!MAYBE_MARKER.test(line)) return line;
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (!isMarkerSymbol(line.charCodeAt(i))) {
      out += line[i];
      i++;
      continue;
    }
    let j = i;
    while (j < line.length && isMarkerSymbol(line.charCodeAt(j))) j++;
    const run = line.slice(i, j);
    if (run.length >= MIN_MARKER_RUN) found.metadata ??= decodeMarkers(run) ?? null;
    else out += run;
    i = j;
  }
  return out;
}

/** The text's lines ('\r\n', '\r' and '\n' each end one); null as soon as there are more than maxLines. */
export function readLines(text: string, maxLines: number = MAX_LIST_LINES): ReadLines | null {
  const lines: (Omit<SourceLine, 'raw' | 'text'> & IndentedLine)[] = [];
  const found: { metadata: ExportMetadata | null } = { metadata: null };
  let start = 0;
  let number = 1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 10;
    if (code !== 10 && code !== 13) continue;
    // A final line break does not start a line of its own for the limit.
    if (number > maxLines && (i < text.length || i > start)) return null;
    const line = text.slice(start, i);
    lines.push({ number, start, end: i, ...cleanLine(liftMarkers(line, found)) });
    if (code === 13 && text.charCodeAt(i + 1) === 10) i++;
    start = i + 1;
    number++;
  }
  const markdown = isMarkdownList(lines);
  return {
    lines: lines.map(({ indent, raw, ...line }) => {
      const read = markdown ? unwrapMarkdownLine({ indent, raw }) : raw;
      return { ...line, raw: read, text: normalise(read) };
    }),
    metadata: found.metadata,
  };
}
