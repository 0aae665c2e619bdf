// The Rules tab: battle traits, formations, enhancement tables, lores, the
// regiments of renown the army may take and its list rules, each section
// reachable by its hash id.
import type { Army } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import styles from './army-rules-tab.module.css';
import { armySections, type ArmySection } from './army-sections';
import { EnhancementTableView } from './enhancement-table-view';
import { FormationList, TraitsList } from './traits-and-formations';
import { LoreList } from './lore-list';
import { RegimentList } from './regiment-list';

/** `progressive`: the army has just arrived (not a return through history): sections far off screen may be skipped. */
export function ArmyRulesTab({ army, hash, progressive }: { army: Army; hash: string; progressive: boolean }) {
  const sections = armySections(army);
  // Skipped sections hold a guessed height: a jump to a section over them would leave the page at a position that,
  // on a return through history (every section rendered), lands elsewhere. With a section named, all of them render.
  const skipping = progressive && !hash;
  // The section a hash names comes into view once this tab is on screen.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className={[styles.tab, skipping ? styles.skippedSections : ''].join(' ')}>
      <nav aria-label="Rules sections" className={styles.jump}>
        {sections.map((section) => (
          <Link key={section.id} to="/army/$armyName" params={{ armyName: army.name }} hash={section.id} replace className={styles.jumpLink}>
            {section.title}
          </Link>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h2 id={`${section.id}-title`} className={styles.title}>
            {section.title}
          </h2>
          <SectionBody army={army} section={section} />
        </section>
      ))}
    </div>
  );
}

function SectionBody({ army, section }: { army: Army; section: ArmySection }) {
  switch (section.kind) {
    case 'traits':
      return <TraitsList traits={army.battleTraits} />;
    case 'formations':
      return <FormationList formations={army.battleFormations} />;
    case 'enhancements':
      return <EnhancementTableView table={section.table} />;
    case 'lores':
      return <LoreList lores={section.lores} />;
    case 'regiments':
      return <RegimentList army={army.name} names={army.regimentsOfRenown} />;
    case 'notes':
      return (
        <ul className={styles.notes}>
          {section.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      );
  }
}
