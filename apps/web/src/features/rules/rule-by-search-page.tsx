// A rule the search found (route /search/rule/$ruleId): a section
// of a rule document shown in its context (document and enclosing sections),
// or a rule the game data states itself (a weapon, terrain or keyword ability).
import { findRule } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { Page } from '../../shared/page';
import { dataLoadingAtom, ruleDocumentsAtom } from '../../state/game-data';
import { useWholeGameData } from '../../state/whole-game-data';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { AbilityCard, RulesText } from '../abilities';
import styles from './rule-by-search-page.module.css';
import { RuleSectionBody } from './rule-section-body';

export function RuleBySearchPage() {
  const { ruleId } = useParams({ from: '/search/rule/$ruleId' });
  // A rule the data states itself may be of any army's warscroll.
  const data = useWholeGameData();
  const documents = useAtomValue(ruleDocumentsAtom);
  const loading = useAtomValue(dataLoadingAtom);
  const rule = useMemo(() => findRule(data, documents ?? [], ruleId), [data, documents, ruleId]);

  if (!rule) {
    const waiting = loading || data === null;
    return (
      <Page title="Rule">
        {waiting ? (
          <Spinner variant="block" label="Loading rules..." />
        ) : (
          <EmptyState title="This rule is not in the loaded rules." action={<Link to="/rules">Browse the rules</Link>}>
            It may have been renamed in a newer data set.
          </EmptyState>
        )}
      </Page>
    );
  }
  if (rule.kind === 'core') {
    return (
      <Page title={rule.name} subtitle={rule.detail}>
        <div className={styles.body}>
          {rule.text && <RulesText text={rule.text} className={styles.text} />}
          {rule.abilities.map((ability) => (
            <AbilityCard key={ability.id} ability={ability} />
          ))}
        </div>
      </Page>
    );
  }
  const context = [rule.document.title, ...rule.trail.map((section) => section.name)];
  return (
    <Page title={rule.section.name} subtitle={rule.document.title}>
      <nav aria-label="Where this rule is" className={styles.context}>
        <ol>
          {context.map((name, index) => (
            <li key={index}>
              {index === 0 ? (
                <Link to="/rules" search={{ query: rule.section.name }}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </li>
          ))}
          <li aria-current="page">{rule.section.name}</li>
        </ol>
      </nav>
      <RuleSectionBody section={rule.section} />
    </Page>
  );
}
