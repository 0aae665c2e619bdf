// The warscroll's keywords, last: each badge opens what the core rules say the
// keyword does, or offers a search for the units that share it.
import { findKeywordRule, type CoreRulesData } from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { Search } from 'lucide-react';

import { RulesText } from '../abilities';
import { searchOpenAtom, searchSeedAtom } from '../../state/ui';
import { Button } from '../../ui/button';
import { Popover } from '../../ui/popover';
import { Section } from '../../ui/section';
import styles from './keyword-badges.module.css';

function KeywordBadge({ keyword, coreRules }: { keyword: string; coreRules: CoreRulesData }) {
  const seedSearch = useSetAtom(searchSeedAtom);
  const openSearch = useSetAtom(searchOpenAtom);
  const rule = findKeywordRule(coreRules, keyword);
  return (
    <Popover label={`Keyword ${keyword}`} trigger={<span className={styles.badge}>{keyword}</span>}>
      <div className={styles.popover}>
        {rule ? (
          <>
            <p className={styles.title}>{rule.name}</p>
            <RulesText text={rule.effect} />
          </>
        ) : (
          <p className={styles.title}>{keyword}</p>
        )}
        <Button
          size="sm"
          icon={<Search size={16} aria-hidden="true" />}
          onClick={() => {
            seedSearch(`k:"${keyword}"`);
            openSearch(true);
          }}
        >
          Search units with this keyword
        </Button>
      </div>
    </Popover>
  );
}

export function KeywordBadges({ keywords, coreRules }: { keywords: readonly string[]; coreRules: CoreRulesData }) {
  if (keywords.length === 0) return null;
  return (
    <Section id="unit-keywords" title="Keywords">
      <ul className={styles.list}>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <KeywordBadge keyword={keyword} coreRules={coreRules} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
