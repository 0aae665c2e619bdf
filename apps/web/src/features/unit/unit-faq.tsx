// The FAQ entries that name this warscroll (or regiment): only direct mentions.
import { faqMentions } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';

import { RulesText } from '../abilities';
import { faqAtom } from '../../state/game-data';
import { Section } from '../../ui/section';
import styles from './unit-faq.module.css';

export function UnitFaq({ name, kind }: { name: string; kind: 'unit' | 'regiment' }) {
  const faq = useAtomValue(faqAtom);
  const sections = faq?.sections ?? [];
  const found = faqMentions(sections, name);
  return (
    <Section id={`faq-${kind}`} title="FAQ">
      {sections.length === 0 ? (
        <p className={styles.note}>No FAQ loaded for this data set.</p>
      ) : (
        <>
          <p className={styles.note}>Only FAQs that directly references this {kind} appear here, it may not be all relevant FAQs.</p>
          {found.length === 0 ? (
            <p className={styles.none}>No FAQ mentions {name}.</p>
          ) : (
            <ul className={styles.list}>
              {found.map(({ section, rule, entry }, index) => (
                <li key={index} className={styles.entry}>
                  <p className={styles.where}>{rule ? `${section} · ${rule}` : section}</p>
                  <p className={styles.question}>{entry.question}</p>
                  <RulesText text={entry.answer} className={styles.answer} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}
