// The phase's Quick Reference: 'Name' and 'Move' in the Movement phase, 'Name'
// and 'Control' at End of Turn with the Standard Bearer and Beast badges, and
// a skull where the unit's own abilities change the value, named under the table.
import type { QuickReference } from '@scrolldex/rules';
import { Skull } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '../../ui/badge';
import styles from './quick-reference-table.module.css';

export function QuickReferenceTable({ reference }: { reference: QuickReference }) {
  const titleId = useId();
  const [nameColumn, valueColumn] = reference.columns;
  const changed = reference.rows.filter((row) => row.changedBy.length > 0);
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
                  {row.changedBy.length > 0 && (
                    <Badge tone="warning" className={styles.skull} role="img" aria-label={`Changed by ${row.changedBy.join(', ')}`}>
                      <Skull size={14} aria-hidden="true" />
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changed.length > 0 && (
        <ul className={styles.notes} aria-label={`${valueColumn} changed by the unit's own abilities`}>
          {changed.map((row) => (
            <li key={row.name}>
              <Skull size={14} aria-hidden="true" className={styles.noteIcon} />
              <span>
                <strong>{row.name}</strong>: {row.changedBy.join(', ')} changes its {valueColumn.toLowerCase()} score.
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
