// The entries of a campaign table, quest list or scar grade: each ability as its
// card, weapons in the warscroll's weapon table, rules text under the entry's
// name, and entries that are only a name (quests, weapon effects) as a list.
// Anvil of Apotheosis options first say what they cost in destiny points.
import type { CampaignEntry, CoreRulesData } from '@scrolldex/rules';

import { AbilityCard, RulesText } from '../abilities';
import { abilityGridStyles as grid } from '../army';
import { WeaponsTable } from '../unit';
import { formatDestinyPoints } from './destiny-points';
import styles from './path-to-glory.module.css';

/** An entry with nothing to show but its name; one with a destiny cost is named in the cost list. */
function isNameOnly(entry: CampaignEntry): boolean {
  return entry.abilities.length === 0 && entry.weapons.length === 0 && entry.notes.length === 0 && entry.destinyPoints === null;
}

export function CampaignEntryList({ entries, coreRules }: { entries: readonly CampaignEntry[]; coreRules: CoreRulesData }) {
  const names = entries.filter(isNameOnly);
  const cards = entries.flatMap((entry) => entry.abilities.map((ability) => ({ entry, ability })));
  const described = entries.filter((entry) => entry.abilities.length === 0 && entry.notes.length > 0);
  const armed = entries.filter((entry) => entry.weapons.length > 0);
  const priced = entries.flatMap((entry) => (entry.destinyPoints === null ? [] : [{ entry, points: entry.destinyPoints }]));
  return (
    <>
      {priced.length > 0 && (
        <dl className={styles.facts}>
          {priced.map(({ entry, points }) => (
            <div key={entry.id} className={styles.fact}>
              <dt>{entry.name}</dt>
              <dd>{formatDestinyPoints(points)}</dd>
            </div>
          ))}
        </dl>
      )}
      {cards.length > 0 && (
        <div className={grid.grid}>
          {cards.map(({ entry, ability }) => (
            <AbilityCard key={`${entry.id}:${ability.id}`} ability={ability} source={ability.name === entry.name ? undefined : entry.name} />
          ))}
        </div>
      )}
      {described.length > 0 && (
        <dl className={styles.notes}>
          {described.map((entry) => (
            <div key={entry.id} className={styles.note}>
              <dt className={styles.noteName}>{entry.name}</dt>
              {entry.notes.map((note) => (
                <dd key={note}>
                  <RulesText text={note} />
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      {armed.length > 0 && (
        <>
          <WeaponsTable title="Ranged Weapons" rows={weaponRows(armed, 'ranged')} coreRules={coreRules} />
          <WeaponsTable title="Melee Weapons" rows={weaponRows(armed, 'melee')} coreRules={coreRules} />
        </>
      )}
      {names.length > 0 && (
        <ul className={styles.names}>
          {names.map((entry) => (
            <li key={entry.id}>{entry.name}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function weaponRows(entries: readonly CampaignEntry[], kind: 'ranged' | 'melee') {
  return entries.flatMap((entry) => entry.weapons.filter((weapon) => weapon.kind === kind).map((weapon) => ({ weapon, option: null })));
}
