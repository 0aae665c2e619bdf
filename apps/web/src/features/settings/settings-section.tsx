// One card of the settings page: an icon, a heading and its rows, each row
// divided from the next.
import type { ReactNode } from 'react';

import { Card } from '../../ui/card';
import styles from './settings-section.module.css';

export function SettingsSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card className={styles.card}>
        <h2 id={id} className={styles.heading}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        <div className={styles.rows}>{children}</div>
      </Card>
    </section>
  );
}
