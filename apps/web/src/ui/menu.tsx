// An actions menu behind a button (Radix DropdownMenu): arrow keys, typeahead,
// Escape, focus back on the button. Items are plain data, or a function that
// gives them when the menu opens (items that cost something to work out).
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

import styles from './menu.module.css';
import { portalContainer } from './portal-container';

export type MenuItem = { label: string; icon?: ReactNode; onSelect: () => void; danger?: boolean; disabled?: boolean };

type MenuProps = {
  /** The trigger, usually an IconButton (it receives the open state and the keyboard handling). */
  trigger: ReactNode;
  items: readonly MenuItem[] | (() => readonly MenuItem[]);
};

export function Menu({ trigger, items }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={portalContainer()}>
        <RadixMenu.Content className={styles.content} align="end" sideOffset={4} collisionPadding={8}>
          <MenuItems items={items} />
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

/** Rendered only while the menu is open, so items given as a function are worked out then. */
function MenuItems({ items }: Pick<MenuProps, 'items'>) {
  return (typeof items === 'function' ? items() : items).map((item) => (
    <RadixMenu.Item key={item.label} className={[styles.item, item.danger ? styles.danger : ''].join(' ')} disabled={item.disabled} onSelect={item.onSelect}>
      {item.icon && <span className={styles.icon}>{item.icon}</span>}
      {item.label}
    </RadixMenu.Item>
  ));
}
