// One campaign of the Path to Glory reference: a row of links to its parts,
// then each part. A hash naming a part (or a path inside Paths) scrolls to it.
import { campaignLabel, pathToGloryAnchor, type Campaign, type CampaignTrack, type CoreRulesData } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import { abilityGridStyles as grid, armyRulesTabStyles as sectionStyles } from '../army';
import { CampaignEntryList } from './campaign-entry-list';
import { campaignSections, type CampaignSection } from './campaign-sections';
import { PathView } from './path-view';
import styles from './path-to-glory.module.css';

type Props = { campaign: Campaign; coreRules: CoreRulesData; hash: string };

export function CampaignView({ campaign, coreRules, hash }: Props) {
  const sections = campaignSections(campaign);
  // The part a hash names comes into view once this campaign is on screen.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className={sectionStyles.tab}>
      <nav aria-label={`${campaignLabel(campaign)} sections`} className={sectionStyles.jump}>
        {sections.map((section) => (
          <Link key={section.id} to="/path-to-glory" hash={section.id} replace className={sectionStyles.jumpLink}>
            {section.title}
          </Link>
        ))}
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={sectionStyles.section}>
          <h2 id={`${section.id}-title`} className={sectionStyles.title}>
            {section.title}
          </h2>
          <SectionBody campaign={campaign} section={section} coreRules={coreRules} hash={hash} />
        </section>
      ))}
    </div>
  );
}

function SectionBody({ campaign, section, coreRules, hash }: Props & { section: CampaignSection }) {
  switch (section.kind) {
    case 'orderOfBattle':
      return <OrderOfBattleView campaign={campaign} />;
    case 'paths':
      return (
        <div className={styles.paths}>
          {campaign.paths.map((path) => (
            <PathView key={path.id} path={path} anchor={pathToGloryAnchor(campaign.name, path.name)} hash={hash} />
          ))}
        </div>
      );
    case 'quests':
      return <CampaignEntryList entries={campaign.quests} coreRules={coreRules} />;
    case 'battleScars':
      return campaign.battleScars.map((grade) => (
        <div key={grade.grade} className={grid.group}>
          <h3 className={grid.groupTitle}>{grade.grade}</h3>
          <CampaignEntryList entries={grade.scars} coreRules={coreRules} />
        </div>
      ));
    case 'table':
      return section.table.sections.map((part, index) => (
        <div key={part.name ?? index} className={grid.group}>
          {part.name && <h3 className={grid.groupTitle}>{part.name}</h3>}
          <CampaignEntryList entries={part.entries} coreRules={coreRules} />
        </div>
      ));
  }
}

function bounds(track: CampaignTrack): string | null {
  if (track.min !== null && track.min === track.max) return `Exactly ${track.min}`;
  if (track.min !== null && track.min > 0) return `At least ${track.min}`;
  return null;
}

function OrderOfBattleView({ campaign }: { campaign: Campaign }) {
  const { unitKeywords, maxFactionTerrain, tracks } = campaign.orderOfBattle;
  return (
    <dl className={styles.facts}>
      {unitKeywords.length > 0 && (
        <div className={styles.fact}>
          <dt>Units</dt>
          <dd>{unitKeywords.join(', ')}</dd>
        </div>
      )}
      {maxFactionTerrain !== null && (
        <div className={styles.fact}>
          <dt>Faction terrain</dt>
          <dd>At most {maxFactionTerrain}</dd>
        </div>
      )}
      {tracks.map((track) => (
        <div key={track.id} className={styles.fact}>
          <dt>{track.name}</dt>
          <dd>
            {[bounds(track), track.items.length > 0 ? `Records ${track.items.join(', ')}` : null].filter(Boolean).join(' · ') || 'Kept on the Order of Battle'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
