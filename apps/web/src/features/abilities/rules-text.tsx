// Renders rules text as the data writes it: '**bold**', '^^Keyword^^' (small
// caps), lines, and '•' bullet lines as lists. Text only: React escapes it all.
import { Fragment, type ReactNode } from 'react';

import styles from './rules-text.module.css';

const MARKUP = /\*\*\^\^(.+?)\^\^\*\*|\^\^(.+?)\^\^|\*\*(.+?)\*\*/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const keyword = match[1] ?? match[2];
    nodes.push(
      keyword !== undefined ? (
        <span key={match.index} className={styles.keyword}>
          {keyword}
        </span>
      ) : (
        <strong key={match.index}>{inline(match[3]!)}</strong>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
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
