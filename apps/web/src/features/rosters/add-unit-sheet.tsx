// 'Add Unit' to the Order of Battle: the army's warscrolls the campaign's
// Order of Battle may hold, filtered by name; a tap adds one.
import type { CampaignContext } from '@scrolldex/rules';
import { useMemo, useState } from 'react';

import { Button } from '../../ui/button';
import { FilterBar } from '../../ui/filter-bar';
import { Sheet } from '../../ui/sheet';
import styles from './roster-page.module.css';

type Props = { context: CampaignContext; open: boolean; onOpenChange: (open: boolean) => void; onAdd: (name: string) => void };

export function AddUnitSheet({ context, open, onOpenChange, onAdd }: Props) {
  const [query, setQuery] = useState('');
  const allowed = context.campaign.orderOfBattle.unitKeywords;
  const units = useMemo(
    () =>
      [...context.warscrolls.values()]
        .filter((unit) => unit.type !== 'Manifestation' && unit.type !== 'Terrain')
        .filter((unit) => allowed.length === 0 || allowed.some((keyword) => unit.keywords.includes(keyword)))
        .sort((a, b) => Number(b.keywords.includes('HERO')) - Number(a.keywords.includes('HERO')) || a.name.localeCompare(b.name)),
    [context, allowed],
  );
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? units : units.filter((unit) => unit.name.toLowerCase().includes(needle));
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Add Unit" footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}>
      <FilterBar placeholder="Search warscrolls" query={query} onQueryChange={setQuery} />
      <ul className={styles.pickList} aria-label="Warscrolls">
        {shown.map((unit) => (
          <li key={unit.id}>
            <button type="button" className={styles.pick} onClick={() => onAdd(unit.name)}>
              <span className={styles.pickName}>{unit.name}</span>
              <span className={styles.muted}>{unit.keywords.includes('HERO') ? 'Hero' : unit.type}</span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
