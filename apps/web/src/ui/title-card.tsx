// The card at the top of a warscroll, lore or regiment: a coloured kind line,
// the name in display type, what goes under the name, and a box beside it
// (the points); below that row, the card's own body when it has one.
import type { ReactNode } from 'react';

import styles from './title-card.module.css';

/** The colour of the top border and the kind line. */
export type TitleCardTone = 'accent' | 'legends' | 'blue';

type TitleCardProps = {
  kind: ReactNode;
  name: string;
  tone?: TitleCardTone;
  /** A smaller card (an h3 name, less padding, no shadow) for a card in a list. */
  compact?: boolean;
  /** `header` for the top of a page; `section` (with `label`) for a card that is a part of one. */
  as?: 'header' | 'section';
  label?: string;
  /** Under the name: badges, a link to the army. */
  titles?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
};

export function TitleCard({ kind, name, tone = 'accent', compact = false, as: Tag = 'header', label, titles, aside, children }: TitleCardProps) {
  const Name = compact ? 'h3' : 'h2';
  return (
    <Tag className={[styles.card, styles[tone], compact ? styles.compact : ''].filter(Boolean).join(' ')} aria-label={label}>
      <div className={styles.top}>
        <div className={styles.titles}>
          <p className={styles.kind}>{kind}</p>
          <Name className={styles.name}>{name}</Name>
          {titles}
        </div>
        {aside}
      </div>
      {children}
    </Tag>
  );
}
