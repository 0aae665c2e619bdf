// Renders rules text as the data writes it: '**bold**', '*italic*',
// '***bold italic***', '^^Keyword^^' (small caps), lines, and '•' bullet
// lines as lists. The data's markup is not always paired ('**^^Ward (5+)',
// 'Oath* *abilities'): whatever marker is left unpaired is dropped, so no
// '*' or '^^' ever reaches the screen. Text only: React escapes it all.
import { Fragment, type ReactNode } from 'react';

import styles from './rules-text.module.css';

/** Paired markup, longest markers first; an italic hugs its text ('*a b*', never '* a*'). */
const MARKUP = /\*\*\*(.+?)\*\*\*|\*\*\^\^(.+?)\^\^\*\*|\^\^(.+?)\^\^|\*\*(.+?)\*\*|\*(?=\S)(.+?)(?<=\S)\*/g;
/** What is left of the markers once pairs are read. */
const STRAY_MARKERS = /\*+|\^\^+/g;

function plain(text: string): string {
  return text.replace(STRAY_MARKERS, '');
}

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) nodes.push(plain(text.slice(last, match.index)));
    const [, boldItalic, boldKeyword, keyword, bold, italic] = match;
    const key = match.index;
    if (boldKeyword !== undefined || keyword !== undefined) {
      nodes.push(
        <span key={key} className={styles.keyword}>
          {plain(boldKeyword ?? keyword!)}
        </span>,
      );
    } else if (boldItalic !== undefined) {
      nodes.push(
        <strong key={key}>
          <em>{inline(boldItalic)}</em>
        </strong>,
      );
    } else if (bold !== undefined) nodes.push(<strong key={key}>{inline(bold)}</strong>);
    else nodes.push(<em key={key}>{inline(italic!)}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(plain(text.slice(last)));
  return nodes;
}

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[•\-*]\s+(.*)$/.exec(line);
    const previous = result.at(-1);
    if (bullet) {
      if (previous?.kind === 'list') previous.items.push(bullet[1]!);
      else result.push({ kind: 'list', items: [bullet[1]!] });
    } else result.push({ kind: 'paragraph', text: line });
  }
  return result;
}

export function RulesText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={[styles.text, className].filter(Boolean).join(' ')}>
      {blocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{inline(block.text)}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** The same markup inline, for one-line labels. */
export function InlineRulesText({ text }: { text: string }) {
  return <Fragment>{inline(text)}</Fragment>;
}
