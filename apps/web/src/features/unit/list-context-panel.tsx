// A unit opened from a list (the unit page's query): where it sits
// in the list, by the builder's regiment titles when the list is on this
// device, and the artefact, heroic trait and enhancements chosen for it, with
// their abilities from the army's enhancement tables.
import { describeListPosition, findEnhancement, parseEnhancementChoices, regimentTitles, type GameData } from '@scrolldex/rules';
import { ListChecks } from 'lucide-react';

import { useList } from '../../state/lists';
import { AbilityCard } from '../abilities';
import type { UnitSearch } from './unit-search';
import styles from './list-context-panel.module.css';

type Choice = { label: string; name: string };

function choicesOf(search: UnitSearch): { choices: Choice[]; problem: string | null } {
  const choices: Choice[] = [];
  if (search.artifact) choices.push({ label: 'Artefact', name: search.artifact });
  if (search.heroicTrait) choices.push({ label: 'Heroic trait', name: search.heroicTrait });
  if (search.enhancements === undefined) return { choices, problem: null };
  const parsed = parseEnhancementChoices(search.enhancements);
  if (!parsed.ok) return { choices, problem: `${parsed.errors[0]!.message} They are ignored.` };
  for (const [table, name] of Object.entries(parsed.value)) choices.push({ label: table, name });
  return { choices, problem: null };
}

export function hasListContext(search: UnitSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

export function ListContextPanel({ search, data, armyName }: { search: UnitSearch; data: GameData; armyName: string | null }) {
  const list = useList(search.listId ?? '');
  if (!hasListContext(search)) return null;
  const position = describeListPosition(search, list ? regimentTitles(list.regiments) : []);
  const { choices, problem } = choicesOf(search);
  return (
    <section className={styles.panel} aria-labelledby="list-context">
      <h2 id="list-context" className={styles.heading}>
        <ListChecks size={16} aria-hidden="true" />
        {list ? `In ${list.name}` : 'In list'}
        {position && `: ${position}`}
      </h2>
      {problem && <p className={styles.problem}>{problem}</p>}
      {choices.length > 0 && (
        <ul className={styles.choices}>
          {choices.map(({ label, name }) => {
            const found = armyName ? findEnhancement(data, armyName, name) : undefined;
            return (
              <li key={`${label}-${name}`} className={styles.choice}>
                <p className={styles.choiceLine}>
                  <span className={styles.label}>{label}</span> <span className={styles.name}>{found?.enhancement.name ?? name}</span>
                  {found && found.enhancement.points > 0 && <span className={styles.points}> {found.enhancement.points} pts</span>}
                </p>
                {found ? (
                  found.enhancement.abilities.map((ability) => <AbilityCard key={ability.id} ability={ability} />)
                ) : (
                  <p className={styles.missing}>Not found in this army&apos;s enhancement tables.</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
