// Segmented tabs: the Browse/Lists switch, Warscrolls/Rules and the like. Radix runs
// the tab list (selection, arrow keys, roving focus); the panels are plain elements
// wired to its tabs. Radix's own panel measures its animation from a ref that sets
// state during the commit, so a first render with tabs restyled the whole new page and
// rendered again, passive effects and all, in one long task; our panels never animate.
import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';

import styles from './tabs.module.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const baseId = useId();
  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={styles.root}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} id={tabId(item)} aria-controls={panelId(item)} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {/* Every tab controls a panel that exists; only the selected one has content. */}
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={tabId(item)}
          hidden={item.value !== value}
          tabIndex={0}
          className={styles.content}
        >
          {item.value === value && item.content}
        </div>
      ))}
    </RadixTabs.Root>
  );
}
