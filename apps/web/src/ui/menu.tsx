// An actions menu behind a button (Radix DropdownMenu): arrow keys, typeahead,
// Escape, focus back on the button. Items are plain data.
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

import styles from './menu.module.css';
import { portalContainer } from './portal-container';

export type MenuItem = { label: string; icon?: ReactNode; onSelect: () => void; danger?: boolean; disabled?: boolean };

type MenuProps = {
  /** The trigger, usually an IconButton (it receives the open state and the keyboard handling). */
  trigger: ReactNode;
  items: readonly MenuItem[];
};

export function Menu({ trigger, items }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={portalContainer()}>
        <RadixMenu.Content className={styles.content} align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              className={[styles.item, item.danger ? styles.danger : ''].join(' ')}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon && <span className={styles.icon}>{item.icon}</span>}
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
