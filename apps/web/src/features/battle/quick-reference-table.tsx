// The phase's Quick Reference: 'Name' and 'Move' in the Movement phase, 'Name'
// and 'Control' at End of Turn with the Standard Bearer and Beast badges.
import type { QuickReference } from '@scrolldex/rules';
import { useId } from 'react';

import { Badge } from '../../ui/badge';
import styles from './quick-reference-table.module.css';

export function QuickReferenceTable({ reference }: { reference: QuickReference }) {
  const titleId = useId();
  const [nameColumn, valueColumn] = reference.columns;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.caption}>
        Quick Reference
      </h3>
      <div className={styles.frame}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{nameColumn}</th>
              <th scope="col" className={styles.valueHead}>
                {valueColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {reference.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.name}>
                  {row.name}
                </th>
                <td className={styles.value}>
                  <span className={styles.number}>{row.value}</span>
                  {row.badges.map((badge) => (
                    <Badge key={badge} tone="accent">
                      {badge}
                    </Badge>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
