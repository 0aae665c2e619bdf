// One FAQ section (route /search/faq/$sectionTitle): its questions
// and answers, then the questions about each of its rules, under the FAQ's note
// and the date the answers were last reviewed.
import type { FaqQuestion } from '@scrolldex/contract';
import { nameKey } from '@scrolldex/rules';
import { Link, useParams } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';

import { Page } from '../../shared/page';
import { dataLoadingAtom, faqAtom } from '../../state/game-data';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { RulesText } from '../abilities';
import { FavouriteButton } from '../favourites';
import styles from './faq-page.module.css';

const NO_FAQ_MESSAGE = 'No FAQ loaded for this data set.';

export function FaqPage() {
  const { sectionTitle } = useParams({ from: '/search/faq/$sectionTitle' });
  const faq = useAtomValue(faqAtom);
  const loading = useAtomValue(dataLoadingAtom);
  const section = faq?.sections.find((candidate) => nameKey(candidate.title) === nameKey(sectionTitle));

  if (!section) {
    return (
      <Page title="FAQ" subtitle={sectionTitle}>
        {faq === null && loading ? (
          <Spinner variant="block" label="Loading the FAQ..." />
        ) : (
          <EmptyState
            title={faq && faq.sections.length > 0 ? `There is no FAQ section named '${sectionTitle}'.` : NO_FAQ_MESSAGE}
            action={<Link to="/rules">Browse the rules and FAQ</Link>}
          />
        )}
      </Page>
    );
  }
  return (
    <Page title={section.title} subtitle="FAQ" actions={<FavouriteButton type="faq" name={section.title} tone="onHeader" size={22} />}>
      {(faq?.note || faq?.updated) && (
        <p className={styles.note}>
          {faq.note}
          {faq.updated && <span className={styles.updated}> Updated {formatDate(faq.updated)}.</span>}
        </p>
      )}
      {section.questions.length > 0 && <QuestionList questions={section.questions} />}
      {section.rules.map((rule) => (
        <section key={rule.title} className={styles.rule} aria-labelledby={`faq-rule-${nameKey(rule.title)}`}>
          <h2 id={`faq-rule-${nameKey(rule.title)}`} className={styles.ruleTitle}>
            {rule.title}
          </h2>
          <QuestionList questions={rule.questions} />
        </section>
      ))}
    </Page>
  );
}

function QuestionList({ questions }: { questions: readonly FaqQuestion[] }) {
  return (
    <dl className={styles.questions}>
      {questions.map(({ question, answer }) => (
        <div key={question} className={styles.entry}>
          <dt className={styles.question}>
            <span className={styles.marker} aria-hidden="true">
              Q
            </span>
            <RulesText text={question} />
          </dt>
          <dd className={styles.answer}>
            <span className={styles.marker} aria-hidden="true">
              A
            </span>
            <RulesText text={answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** '2026-03-18' as the reader's locale writes a date (Mar 18, 2026). */
function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
