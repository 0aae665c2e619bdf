// In the battle view of a list mustered from a campaign roster: each of its
// units' path abilities and the campaign's own artefacts and heroic traits
// (as cards, with their rules text; a list cannot hold those) and battle
// scars, beside the warscroll abilities the phases show; during a game it
// starts folded, under the phase's abilities. Nothing for any other list.
import { buildCampaignContext, campaignEnhancementsOf, campaignLabel, pathAbilities, rosterOfList, type ArmyList, type GameData } from '@scrolldex/rules';
import { useMemo, useState } from 'react';

import { useRosters } from '../../state/rosters';
import { Badge } from '../../ui/badge';
import { CollapsibleSection } from '../../ui/collapsible-section';
import { AbilityCard } from '../abilities';
import styles from './roster-page.module.css';

export function MusteredUnitsPanel({ list, data, startOpen = true }: { list: ArmyList; data: GameData; startOpen?: boolean }) {
  const rosters = useRosters();
  const [open, setOpen] = useState(startOpen);
  const mustered = useMemo(() => (rosters ? rosterOfList(rosters, list.id) : null), [rosters, list.id]);
  const context = useMemo(() => (mustered ? buildCampaignContext(data, mustered.roster) : undefined), [data, mustered]);
  if (!mustered || !context) return null;
  const units = [...mustered.unitsByName.values()]
    .flat()
    .map((unit) => ({ unit, enhancements: campaignEnhancementsOf(context, unit) }))
    .filter(({ unit, enhancements }) => unit.pathAbilities.length > 0 || enhancements.length > 0 || unit.scars.length > 0);
  if (units.length === 0) return null;
  return (
    <CollapsibleSection title={`Path to Glory: ${mustered.roster.name}`} count={units.length} open={open} onOpenChange={setOpen}>
      <div className={styles.mustered}>
        {units.map(({ unit, enhancements }) => {
          const path = unit.path ? context.paths.get(unit.path) : undefined;
          const abilities = path ? pathAbilities(path).filter((ranked) => unit.pathAbilities.includes(ranked.ability.name)) : [];
          return (
            <section key={unit.id} aria-label={`${unit.name} in Path to Glory`} className={styles.block}>
              <h3 className={styles.unitName}>{unit.name}</h3>
              {abilities.map(({ ability, rank }) => (
                <AbilityCard key={ability.id} ability={ability} source={`${path?.name ?? ''}, ${rank}`} />
              ))}
              {enhancements.flatMap(({ table, entry }) =>
                // Every enhancement of the data is one ability card of its name.
                entry.abilities
                  .slice(0, 1)
                  .map((ability) => <AbilityCard key={entry.id} ability={ability} source={`${campaignLabel(context.campaign)}: ${table.name}`} />),
              )}
              {unit.scars.length > 0 && (
                <p className={styles.chips}>
                  <span className={styles.label}>Battle scars</span>
                  {unit.scars.map((scar, index) => (
                    <Badge key={`${scar}-${index}`} tone="error">
                      {scar}
                    </Badge>
                  ))}
                </p>
              )}
            </section>
          );
        })}
      </div>
    </CollapsibleSection>
  );
}
