// The Rules browser: the FAQ's sections, then the three rule
// documents (core rules, advanced rules, the battle pack) as sections that
// fold, filtered by text (the 'query' search parameter starts it) or by
// favourite sections.
import type { Faq } from '@scrolldex/contract';
import { compileNameFilter, filterRuleDocuments, type RuleSection } from '@scrolldex/rules';
import { Link, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ChevronRight } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';

import { Page } from '../../shared/page';
import { useFavouriteKeys } from '../../state/favourites';
import { dataLoadingAtom, faqAtom, ruleDocumentsAtom } from '../../state/game-data';
import { useRouteFilter } from '../../state/route-memory';
import { CollapsibleSection } from '../../ui/collapsible-section';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { Spinner } from '../../ui/spinner';
import { FavouriteButton } from '../favourites';
import { RuleSectionBody } from './rule-section-body';
import styles from './rules-page.module.css';
import { useFilterOpen } from './use-filter-open';

export const NO_FAQ_MESSAGE = 'No FAQ loaded for this data set.';

export function RulesPage() {
  const { query: initialQuery } = useSearch({ from: '/rules' });
  const filter = useRouteFilter({ query: initialQuery ?? '' });
  const documents = useAtomValue(ruleDocumentsAtom);
  const faq = useAtomValue(faqAtom);
  const loading = useAtomValue(dataLoadingAtom);
  const favourites = useFavouriteKeys('faq');
  const query = useDeferredValue(filter.query);
  const filtering = query.trim() !== '' || filter.favouritesOnly;

  const shown = useMemo(
    () => filterRuleDocuments(documents ?? [], { query, favouritesOnly: filter.favouritesOnly, favourites }),
    [documents, query, filter.favouritesOnly, favourites],
  );
  const faqSections = useMemo(() => {
    const matches = compileNameFilter(query);
    return (faq?.sections ?? []).filter((section) => matches(section.title) && (!filter.favouritesOnly || favourites.has(section.title)));
  }, [faq, query, filter.favouritesOnly, favourites]);

  return (
    <Page title="Rules">
      <FilterBar
        query={filter.query}
        onQueryChange={filter.onQueryChange}
        favouritesOnly={filter.favouritesOnly}
        onFavouritesOnlyChange={filter.onFavouritesOnlyChange}
        placeholder="Filter rules..."
      />
      <FaqSection faq={faq} sections={faqSections} filtering={filtering} />
      {documents === null ? (
        loading ? (
          <Spinner variant="block" label="Loading rules..." />
        ) : (
          <EmptyState title="The rules could not be loaded">Check your connection; they load with the game data.</EmptyState>
        )
      ) : shown.length === 0 ? (
        <EmptyState title="No rules match">{filter.favouritesOnly ? 'Star a section to keep it here, or show all.' : 'Try another word.'}</EmptyState>
      ) : (
        shown.map((document) => (
          <section key={document.title} className={styles.document} aria-labelledby={`document-${document.title}`}>
            <h2 id={`document-${document.title}`} className={styles.documentTitle}>
              {document.title}
            </h2>
            {document.sections.map((section) => (
              <RuleSectionFold key={section.name} documentTitle={document.title} section={section} filtering={filtering} />
            ))}
          </section>
        ))
      )}
    </Page>
  );
}

function RuleSectionFold({ documentTitle, section, filtering }: { documentTitle: string; section: RuleSection; filtering: boolean }) {
  const [open, setOpen] = useFilterOpen(`${documentTitle}/${section.name}`, filtering);
  return (
    <CollapsibleSection title={section.name} open={open} onOpenChange={setOpen} aside={<FavouriteButton type="faq" name={section.name} />}>
      <div className={styles.sectionBody}>
        <RuleSectionBody section={section} />
      </div>
    </CollapsibleSection>
  );
}

function FaqSection({ faq, sections, filtering }: { faq: Faq | null; sections: Faq['sections']; filtering: boolean }) {
  const hasFaq = (faq?.sections.length ?? 0) > 0;
  if (filtering && sections.length === 0) return null;
  return (
    <section className={styles.document} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.documentTitle}>
        FAQ
      </h2>
      {hasFaq ? (
        <ul className={styles.faqList}>
          {sections.map((section) => (
            <li key={section.title} className={styles.faqRow}>
              <Link to="/search/faq/$sectionTitle" params={{ sectionTitle: section.title }} className={styles.faqLink}>
                <span>{section.title}</span>
                <span className={styles.faqCount}>{questionCount(section)} questions</span>
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
              <FavouriteButton type="faq" name={section.title} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{NO_FAQ_MESSAGE}</p>
      )}
    </section>
  );
}

function questionCount(section: Faq['sections'][number]): number {
  return section.questions.length + section.rules.reduce((sum, rule) => sum + rule.questions.length, 0);
}
