// The faction of a new list: a field that opens a sheet of every army and
// army of renown, grouped by grand alliance (armies of renown under their
// army), with a search box, so a phone finds 'Kharadron' in three letters.
import { buildBrowseTree, type BrowseSource } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { showLegendsAtom } from '../../state/settings';
import { Badge } from '../../ui/badge';
import { Sheet } from '../../ui/sheet';
import { ALLIANCE_LABELS } from '../browse';
import styles from './faction-field.module.css';

/** `armies`: the data's index will do, or the whole data. */
type Props = { armies: BrowseSource; value: string | null; onChange: (faction: string) => void };

const NO_FAVOURITES: ReadonlySet<string> = new Set();

export function FactionField({ armies, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        Faction
      </span>
      <button type="button" className={styles.trigger} aria-labelledby={`${labelId} ${labelId}-value`} onClick={() => setOpen(true)}>
        <span id={`${labelId}-value`} className={value ? styles.value : styles.placeholder}>
          {value ?? 'Choose an army'}
        </span>
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="Choose a faction">
        {open && (
          <FactionChoices
            armies={armies}
            value={value}
            onChoose={(faction) => {
              onChange(faction);
              setOpen(false);
            }}
          />
        )}
      </Sheet>
    </div>
  );
}

function FactionChoices({ armies, value, onChoose }: { armies: BrowseSource; value: string | null; onChoose: (faction: string) => void }) {
  const showLegends = useAtomValue(showLegendsAtom);
  const [filter, setFilter] = useState('');
  const tree = useMemo(
    () => buildBrowseTree(armies, { showLegends, filter, favouritesOnly: false, favourites: NO_FAVOURITES, sort: 'alpha' }),
    [armies, showLegends, filter],
  );
  const groups = tree.alliances.filter((group) => group.armies.length > 0);
  const choice = (name: string, label: string, legends: boolean, nested: boolean) => (
    <li key={name}>
      <button type="button" className={[styles.choice, nested ? styles.nested : ''].join(' ')} aria-pressed={name === value} onClick={() => onChoose(name)}>
        <span className={styles.choiceName}>{label}</span>
        {legends && <Badge tone="legends">Legends</Badge>}
        {name === value && <Check size={18} aria-hidden="true" className={styles.check} />}
      </button>
    </li>
  );
  return (
    <div className={styles.choices}>
      <div className={styles.search}>
        <Search size={18} aria-hidden="true" className={styles.searchIcon} />
        <input
          type="search"
          className={styles.searchInput}
          aria-label="Search armies"
          placeholder="Search armies"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {groups.length === 0 && <p className={styles.none}>No army matches '{filter}'.</p>}
      {groups.map((group) => (
        <section key={group.alliance} aria-label={ALLIANCE_LABELS[group.alliance]}>
          <h3 className={styles.alliance}>{ALLIANCE_LABELS[group.alliance]}</h3>
          <ul className={styles.list}>
            {group.armies.flatMap((army) => [
              choice(army.name, army.name, army.legends, false),
              ...army.armiesOfRenown.map((renown) => choice(renown.armyName, renown.name, renown.legends, true)),
            ])}
          </ul>
        </section>
      ))}
    </div>
  );
}
