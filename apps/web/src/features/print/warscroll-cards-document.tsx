// Warscroll cards: one compact card per warscroll the list brings (its
// characteristics, weapons, abilities with their timing, keywords and the
// enhancements its units hold), two columns to a page and never split
// between pages; or A6 cards, four to a page with cut lines.
import { warscrollCards, type ArmyList, type GameData, type WarscrollCard } from '@scrolldex/rules';
import { useAtom } from 'jotai';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

import { printCardsA6Atom, type PaperSize } from '../../state/settings';
import { EmptyState } from '../../ui/empty-state';
import { Switch } from '../../ui/switch';
import { PaperSheet } from './paper-sheet';
import { PrintAbility } from './print-ability';
import { PrintWeapons } from './print-weapons';
import styles from './warscroll-cards-document.module.css';

const ROLE_LABELS: Record<WarscrollCard['role'], string | null> = { list: null, terrain: 'Faction terrain', manifestation: 'Manifestation' };
const STATS = [
  ['move', 'Move'],
  ['health', 'Health'],
  ['save', 'Save'],
  ['control', 'Control'],
  ['ward', 'Ward'],
  ['banishment', 'Banish'],
] as const;

export function WarscrollCardsDocument({ list, data, paper }: { list: ArmyList; data: GameData; paper: PaperSize }) {
  const cards = useMemo(() => warscrollCards(list, data), [list, data]);
  const [a6, setA6] = useAtom(printCardsA6Atom);
  const grid = useRef<HTMLDivElement>(null);
  const clipped = useClippedCards(grid, a6, cards, paper);
  const options = (
    <>
      <Switch label="A6 cards" description="Four to a page, with cut lines." checked={a6} onCheckedChange={setA6} />
      {clipped.length > 0 && (
        <p className={styles.warning} role="status">
          Too long for an A6 card, may be cut off: {clipped.join(', ')}. Print these as standard cards.
        </p>
      )}
    </>
  );
  if (cards.length === 0) return <EmptyState title="This list has no units to print yet." />;
  return (
    <PaperSheet paper={paper} label="Warscroll cards" options={options} layout={a6 ? 'cut' : 'flow'}>
      <div ref={grid} className={[styles.cards, a6 ? styles.a6 : ''].join(' ')}>
        {cards.map((card, index) => (
          <Card key={card.unit.id} card={card} number={`#${index + 1}`} total={cards.length} />
        ))}
      </div>
    </PaperSheet>
  );
}

/**
 * The cards whose text runs past their A6 quarter. The preview has the
 * printed sheet's size in millimetres and points; the screen's text runs a
 * little wider than print's, so a card named here may just fit on paper, and
 * one that overflows on paper is always named.
 */
function useClippedCards(grid: RefObject<HTMLDivElement | null>, a6: boolean, cards: readonly WarscrollCard[], paper: PaperSize): string[] {
  const [clipped, setClipped] = useState<string[]>([]);
  useLayoutEffect(() => {
    const cards = a6 && grid.current ? [...grid.current.children] : [];
    const found = cards.filter((card) => card.scrollHeight > card.clientHeight + 1).map((card) => card.getAttribute('aria-label') ?? '');
    setClipped((current) => (current.join('\n') === found.join('\n') ? current : found));
  }, [a6, grid, cards, paper]);
  return clipped;
}

function Card({ card, number, total }: { card: WarscrollCard; number: string; total: number }) {
  const { unit } = card;
  const role = ROLE_LABELS[card.role];
  return (
    <section className={styles.card} aria-label={unit.name}>
      <header className={styles.head}>
        <h3 className={styles.name}>
          {unit.name}
          {card.count > 1 && <span className={styles.count}> ×{card.count}</span>}
        </h3>
        <span className={styles.number}>
          {role && `${role} · `}
          {number}
        </span>
      </header>
      <dl className={styles.stats}>
        {STATS.filter(([key]) => unit[key]).map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{unit[key]}</dd>
          </div>
        ))}
      </dl>
      <PrintWeapons title="Ranged weapons" rows={card.weapons.ranged} />
      <PrintWeapons title="Melee weapons" rows={card.weapons.melee} />
      {card.abilities.map((entry) => (
        <PrintAbility key={entry.ability.id} ability={entry.ability} frequency={entry.frequency} />
      ))}
      {card.enhancements.map(({ enhancement, abilities }) => (
        <div key={enhancement.id} className={styles.enhancement}>
          <p className={styles.enhancementName}>Enhancement: {enhancement.name}</p>
          {abilities.map((entry) => (
            <PrintAbility key={entry.ability.id} ability={entry.ability} frequency={entry.frequency} />
          ))}
        </div>
      ))}
      <footer className={styles.foot}>
        <span>{unit.keywords.join(', ')}</span>
        <span className={styles.number}>
          {number}/{total}
        </span>
      </footer>
    </section>
  );
}
