// The Search Reference page: how terms combine, then every
// filter, all rendered from the engine's tables so the page cannot drift from
// what the search understands. Each example opens the search with it.
import { SEARCH_FIELDS, SEARCH_OPERATORS } from '@scrolldex/rules';

import { Page } from '../../shared/page';
import { Card } from '../../ui/card';
import { SearchExample } from './search-example';
import { SearchFieldCard } from './search-field-card';
import styles from './search-reference.module.css';

const FIELD_GROUPS = [...new Set(SEARCH_FIELDS.map((field) => field.group))];

export function SearchReferencePage() {
  return (
    <Page title="Search Reference">
      <p className={styles.intro}>
        Type words to find what they name: units and armies, abilities, commands and core rules, lores, enhancements, battle tactic cards and their tactics, FAQ
        sections. An army&apos;s short name narrows the search to it (<code>sce liberators</code>, <code>fec ghoul</code>), and each result says where the words
        were found. Filters narrow further: <code>a:</code> for an army, <code>k:</code> for a keyword, <code>o:</code> for rules text, and comparisons such as{' '}
        <code>move&gt;=10</code>. Tap an example to try it. A query that cannot be read, or words that find nothing, fall back to a fuzzy search by name.
      </p>
      <section className={styles.section} aria-labelledby="operators">
        <h2 id="operators" className={styles.heading}>
          Combining terms
        </h2>
        <div className={styles.grid}>
          {SEARCH_OPERATORS.map((operator) => (
            <Card key={operator.name} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{operator.name}</h3>
                <ul className={styles.keys} aria-label="Syntax">
                  {operator.syntax.map((syntax) => (
                    <li key={syntax}>
                      <code>{syntax}</code>
                    </li>
                  ))}
                </ul>
              </div>
              <p>{operator.description}</p>
              <ul className={styles.examples} aria-label={`Examples of ${operator.name}`}>
                {operator.examples.map((example) => (
                  <SearchExample key={example.query} {...example} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      {FIELD_GROUPS.map((group) => (
        <section key={group} className={styles.section} aria-labelledby={`fields-${group}`}>
          <h2 id={`fields-${group}`} className={styles.heading}>
            {group} filters
          </h2>
          <div className={styles.grid}>
            {SEARCH_FIELDS.filter((field) => field.group === group).map((field) => (
              <SearchFieldCard key={field.id} field={field} />
            ))}
          </div>
        </section>
      ))}
    </Page>
  );
}
