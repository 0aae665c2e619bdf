// A battle tactic card (route /search/battleTacticCard/$cardName):
// its text, then its three tactics — affray, strike, domination — as cards.
import { nameKey, type BattleTactic } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';

import { Page } from '../../shared/page';
import { CORE_ONLY } from '../../data/core-only';
import { useGameDataOf } from '../../state/release-data';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { RulesText } from '../abilities';
import styles from './battle-tactic-card-page.module.css';

const PARTS = [
  ['affray', 'Affray'],
  ['strike', 'Strike'],
  ['domination', 'Domination'],
] as const;

export function BattleTacticCardPage() {
  const { cardName } = useParams({ from: '/search/battleTacticCard/$cardName' });
  // The battle tactic cards are in the shared core.
  const { data } = useGameDataOf(null, CORE_ONLY);
  if (!data) {
    return (
      <Page title={cardName} subtitle="Battle Tactic Card">
        <Spinner variant="block" label="Loading game data..." />
      </Page>
    );
  }
  const card = data.battleTacticCards.find((candidate) => nameKey(candidate.name) === nameKey(cardName));
  if (!card) {
    return (
      <Page title="Battle Tactic Card">
        <EmptyState title={`There is no battle tactic card named '${cardName}'.`} action={<Link to="/rules">Browse the rules</Link>} />
      </Page>
    );
  }
  return (
    <Page title={card.name} subtitle="Battle Tactic Card">
      {card.text && (
        <Card className={styles.text}>
          <RulesText text={card.text} />
        </Card>
      )}
      <div className={styles.parts}>
        {PARTS.map(([key, label]) => (
          <TacticCard key={key} label={label} tactic={card[key]} />
        ))}
      </div>
    </Page>
  );
}

function TacticCard({ label, tactic }: { label: string; tactic: BattleTactic }) {
  return (
    <article className={styles.part} aria-label={`${label}: ${tactic.name}`}>
      <p className={styles.label}>{label}</p>
      <h2 className={styles.name}>{tactic.name}</h2>
      <RulesText text={tactic.description} />
    </article>
  );
}
