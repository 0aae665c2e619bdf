// A unit's enhancements: the army's tables it may take from (heroic traits
// and artefacts for a hero, the tables its warscroll lists), each enhancement
// as a card with its rules and Take or Remove. One of each table per unit, and
// one another unit has is taken: its Take is off, and it says who has it.
import { enhancementHolders, rosterEnhancementTables, type CampaignContext, type CampaignRoster, type RosterEdit, type RosterUnit } from '@scrolldex/rules';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { AbilityCard } from '../abilities';
import styles from './roster-page.module.css';

type Props = {
  roster: CampaignRoster;
  unit: RosterUnit;
  context: CampaignContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (edit: RosterEdit) => void;
};

export function EnhancementsSheet({ roster, unit, context, open, onOpenChange, onEdit }: Props) {
  const holders = enhancementHolders(roster);
  const holderName = (name: string) => roster.units.find((other) => other.id === holders.get(name))?.name;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Enhancements"
      description={`${unit.name}: one of each table.`}
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <div className={styles.ranks}>
        {rosterEnhancementTables(context, unit.name).map((table) => {
          const names = table.sets.flatMap((set) => set.enhancements.map((enhancement) => enhancement.name));
          const full = names.some((name) => unit.enhancements.includes(name));
          return (
            <section key={table.id} aria-label={table.name} className={styles.rank}>
              <h3 className={styles.rankTitle}>
                {table.name}
                <span className={styles.muted}>Choose 1</span>
              </h3>
              {table.sets.flatMap((set) =>
                set.enhancements.map((enhancement) => {
                  const elsewhere = holders.has(enhancement.name) && holders.get(enhancement.name) !== unit.id ? holderName(enhancement.name) : undefined;
                  const control = unit.enhancements.includes(enhancement.name) ? (
                    <Button
                      size="sm"
                      aria-label={`Remove ${enhancement.name}`}
                      onClick={() => onEdit({ op: 'removeEnhancement', unit: unit.id, name: enhancement.name })}
                    >
                      Remove
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="primary"
                      disabled={full || elsewhere !== undefined}
                      aria-label={`Take ${enhancement.name}`}
                      onClick={() => onEdit({ op: 'addEnhancement', unit: unit.id, name: enhancement.name })}
                    >
                      Take
                    </Button>
                  );
                  const source = elsewhere ? `${set.name} · on ${elsewhere}` : set.name;
                  // Every enhancement of the data is one ability card of its name.
                  return enhancement.abilities
                    .slice(0, 1)
                    .map((ability) => <AbilityCard key={enhancement.id} ability={ability} source={source} control={control} />);
                }),
              )}
            </section>
          );
        })}
      </div>
    </Sheet>
  );
}
