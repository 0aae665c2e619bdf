// A unit's path abilities: its path's ranks, each ability as a card
// with its rules text and Take or Remove; a rank the unit's renown has not
// reached says how much it needs.
import { ranksReached, type CampaignContext, type RosterEdit, type RosterUnit } from '@scrolldex/rules';

import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { AbilityCard } from '../abilities';
import styles from './roster-page.module.css';

type Props = { unit: RosterUnit; context: CampaignContext; open: boolean; onOpenChange: (open: boolean) => void; onEdit: (edit: RosterEdit) => void };

export function PathAbilitiesSheet({ unit, context, open, onOpenChange, onEdit }: Props) {
  const path = unit.path ? context.paths.get(unit.path) : undefined;
  const reached = new Set(ranksReached(context.ladder, unit.renown));
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={path ? path.name : 'Path abilities'}
      description={`${unit.name}: ${unit.renown} renown`}
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      {!path ? (
        <p className={styles.muted}>Choose a path for {unit.name} first.</p>
      ) : (
        <div className={styles.ranks}>
          {path.ranks.map((rank) => {
            const needed = context.ladder.find((step) => step.rank === rank.rank)?.renownNeeded;
            const open = reached.has(rank.rank);
            const takenHere = rank.abilities.filter((ability) => unit.pathAbilities.includes(ability.name)).length;
            const full = rank.maxSelections !== null && takenHere >= rank.maxSelections;
            return (
              <section key={rank.rank} aria-label={rank.rank} className={styles.rank}>
                <h3 className={styles.rankTitle}>
                  {rank.rank}
                  <span className={styles.muted}>{open ? (rank.maxSelections === 1 ? 'Choose 1' : 'Reached') : `Needs ${needed ?? '?'} renown`}</span>
                </h3>
                {rank.abilities.map((ability) => {
                  const taken = unit.pathAbilities.includes(ability.name);
                  return (
                    <AbilityCard
                      key={ability.id}
                      ability={ability}
                      control={
                        taken ? (
                          <Button size="sm" onClick={() => onEdit({ op: 'removePathAbility', unit: unit.id, ability: ability.name })}>
                            Remove
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            variant="primary"
                            disabled={!open || full}
                            aria-label={`Take ${ability.name}`}
                            onClick={() => onEdit({ op: 'addPathAbility', unit: unit.id, ability: ability.name })}
                          >
                            Take
                          </Button>
                        )
                      }
                    />
                  );
                })}
              </section>
            );
          })}
        </div>
      )}
    </Sheet>
  );
}
