// The opponent's side of the game's phase, beside the player's own: their
// abilities of the phase and the reactions they may use in it, from their
// list's battle view (the engine's opponentPhaseView), each with its tick.
// Built again only when the phase or their list changes.
import { opponentPhaseView, type GameData, type Opponent, type Phase } from '@scrolldex/rules';
import { useAtom } from 'jotai';
import { memo, useMemo } from 'react';

import { opponentOpenAtom } from '../../state/battle';
import { CollapsibleSection } from '../../ui/collapsible-section';
import { AbilityCards } from './battle-section-body';
import styles from './opponent-section.module.css';

export const OpponentSection = memo(function OpponentSection({ opponent, data, phase }: { opponent: Opponent; data: GameData; phase: Phase }) {
  const view = useMemo(() => opponentPhaseView({ opponent }, data, phase), [opponent, data, phase]);
  const [open, setOpen] = useAtom(opponentOpenAtom);
  if (!view || opponent.list?.kind !== 'list') return null;
  const count = view.reactions.length + view.sections.reduce((sum, section) => sum + section.abilities.length, 0);
  return (
    <div className={styles.opponent}>
      <CollapsibleSection title={`Opponent: ${opponent.army ?? opponent.list.list.faction}`} count={count} open={open} onOpenChange={setOpen}>
        <div className={styles.body}>
          {view.reactions.length > 0 && (
            <section aria-label="Their reactions">
              <h3 className={styles.heading}>Reactions</h3>
              <AbilityCards abilities={view.reactions} player="opponent" />
            </section>
          )}
          {view.sections.map((section) => (
            <section key={section.id} aria-label={`Their ${section.title}`}>
              <h3 className={styles.heading}>{section.title}</h3>
              <AbilityCards abilities={section.abilities} player="opponent" />
            </section>
          ))}
          {count === 0 && <p className={styles.none}>Nothing of theirs acts in the {phase}.</p>}
        </div>
      </CollapsibleSection>
    </div>
  );
});
