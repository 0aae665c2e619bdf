// A unit's enhancements: the army's tables it may take from (heroic traits
// and artefacts for a hero, the tables its warscroll lists) and the campaign's
// own heroic traits and artefacts, marked with the campaign; each enhancement
// as a card with its rules and Take or Remove. One of each kind per unit, and
// one another unit has is taken: its Take is off, and it says who has it.
import {
  campaignEnhancementTables,
  campaignLabel,
  enhancementHolders,
  rosterEnhancementTables,
  type Ability,
  type CampaignContext,
  type CampaignRoster,
  type RosterEdit,
  type RosterUnit,
} from '@scrolldex/rules';
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

type Choice = { id: string; name: string; abilities: readonly Ability[] };

/** One table as the sheet shows it, the army's or the campaign's: its groups of enhancements by name. */
type OfferedTable = { id: string; label: string; name: string; campaign: string | null; groups: { name: string | null; choices: readonly Choice[] }[] };

function offeredTables(context: CampaignContext, unitName: string): OfferedTable[] {
  const army = rosterEnhancementTables(context, unitName).map((table): OfferedTable => ({
    id: table.id,
    label: table.name,
    name: table.name,
    campaign: null,
    groups: table.sets.map((set) => ({ name: set.name, choices: set.enhancements })),
  }));
  const campaign = campaignEnhancementTables(context, unitName).map((table): OfferedTable => ({
    id: `${context.campaign.id} ${table.id}`,
    label: `${campaignLabel(context.campaign)}: ${table.name}`,
    name: table.name,
    campaign: campaignLabel(context.campaign),
    groups: table.sections.map((section) => ({ name: section.name, choices: section.entries })),
  }));
  return [...army, ...campaign];
}

export function EnhancementsSheet({ roster, unit, context, open, onOpenChange, onEdit }: Props) {
  const holders = enhancementHolders(roster);
  const holderName = (name: string) => roster.units.find((other) => other.id === holders.get(name))?.name;
  const tables = offeredTables(context, unit.name);
  // The campaign's Artefacts of Power are more artefacts to choose from, not a second artefact: a unit holds one of
  // each kind, whichever table it comes from (the data folds the campaign's group into the army's of that name).
  const heldKinds = new Set(
    tables.filter((table) => table.groups.some((group) => group.choices.some((choice) => unit.enhancements.includes(choice.name)))).map((table) => table.name),
  );
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Enhancements"
      description={`${unit.name}: one of each kind.`}
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <div className={styles.ranks}>
        {tables.map((table) => {
          const full = heldKinds.has(table.name);
          return (
            <section key={table.id} aria-label={table.label} className={styles.rank}>
              <h3 className={styles.rankTitle}>
                {table.name}
                <span className={styles.muted}>{table.campaign ? `${table.campaign} · Choose 1` : 'Choose 1'}</span>
              </h3>
              {table.groups.flatMap((group) =>
                group.choices.map((enhancement) => {
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
                  const from = group.name ?? table.name;
                  const source = elsewhere ? `${from} · on ${elsewhere}` : from;
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
