// One filter of the search reference, as the engine describes it: keys,
// comparisons, allowed values and examples.
import type { SearchField, SearchFieldValue } from '@scrolldex/rules';

import { Card } from '../../ui/card';
import { SearchExample } from './search-example';
import styles from './search-reference.module.css';

/** Past this many values, the list folds away (the army short names). */
const FOLD_VALUES_OVER = 12;

export function SearchFieldCard({ field }: { field: SearchField }) {
  return (
    <Card className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{field.name}</h3>
        <ul className={styles.keys} aria-label="Keys">
          {field.keys.map((key) => (
            <li key={key}>
              <code>{key}</code>
            </li>
          ))}
        </ul>
      </div>
      <p>{field.description}</p>
      <p className={styles.muted}>
        Comparisons:{' '}
        {field.comparisons.map((comparison, index) => (
          <span key={comparison}>
            {index > 0 && ' '}
            <code>{comparison}</code>
          </span>
        ))}
        {field.weaponSuffix && (
          <>
            . Add <code>&amp;melee</code> or <code>&amp;ranged</code> for one kind of weapon
          </>
        )}
        .
      </p>
      {field.values.length > 0 && <FieldValues values={field.values} />}
      <ul className={styles.examples} aria-label={`Examples of ${field.name}`}>
        {field.examples.map((example) => (
          <SearchExample key={example.query} {...example} />
        ))}
      </ul>
    </Card>
  );
}

function FieldValues({ values }: { values: readonly SearchFieldValue[] }) {
  const list = (
    <dl className={styles.values}>
      {values.map((value) => (
        <div key={value.value} className={styles.value}>
          <dt>
            <code>{value.value}</code>
            {value.aliases.map((alias) => (
              <code key={alias} className={styles.alias}>
                {alias}
              </code>
            ))}
          </dt>
          <dd>{value.description}</dd>
        </div>
      ))}
    </dl>
  );
  if (values.length <= FOLD_VALUES_OVER) return list;
  return (
    <details className={styles.fold}>
      <summary>Allowed values ({values.length})</summary>
      {list}
    </details>
  );
}
