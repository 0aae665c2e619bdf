// Segmented tabs: the Browse/Lists switch, Warscrolls/Rules and the like. Radix runs
// the tab list (selection, arrow keys, roving focus); the panels are plain elements
// wired to its tabs. Radix's own panel measures its animation from a ref that sets
// state during the commit, so a first render with tabs restyled the whole new page and
// rendered again, passive effects and all, in one long task; our panels never animate.
// Radix's tab list does the same: each tab registers with the list by a state update in
// a layout effect, so the commit that brings it renders again at once and runs the whole
// new screen's passive effects before the browser may paint (60 ms of a phone's first
// commit of the army page, CPU slowed 4x). The first commit paints the list's look
// (stand-in markup, the same classes and attributes), and Radix's list replaces it in a
// commit of its own right after, small and without the screen's effects.
import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useId, useState, type ReactNode } from 'react';

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
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={styles.root}>
      {committed ? (
        <RadixTabs.List aria-label={label} className={styles.list}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} id={tabId(item)} aria-controls={panelId(item)} className={styles.trigger}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      ) : (
        <div role="tablist" aria-label={label} aria-orientation="horizontal" data-orientation="horizontal" className={styles.list}>
          {items.map((item) => (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-controls={panelId(item)}
              aria-selected={item.value === value}
              data-state={item.value === value ? 'active' : 'inactive'}
              data-orientation="horizontal"
              tabIndex={-1}
              className={styles.trigger}
              // A click in the moment before Radix's list replaces it does what Radix's tab would.
              onClick={() => item.value !== value && onValueChange(item.value)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
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
