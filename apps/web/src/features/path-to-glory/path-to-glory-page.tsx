// PathToGlory (/path-to-glory): the Path to Glory reference, one tab
// per campaign of the data: what its Order of Battle holds, its paths with their
// rank abilities, quests, battle scars and tables. A hash from search or a link
// opens the campaign it belongs to and scrolls to that part.
import { campaignLabel, pathToGloryAnchor, type GameData } from '@scrolldex/rules';
import { Link, useLocation } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

import { Page } from '../../shared/page';
import { useRouteTab } from '../../state/route-memory';
import { EmptyState } from '../../ui/empty-state';
import { Tabs } from '../../ui/tabs';
import { CORE_ONLY } from '../../data/core-only';
import { GameDataGate } from '../unit';
import { campaignOfHash } from './campaign-sections';
import { CampaignView } from './campaign-view';

const TITLE = 'Path to Glory';

function PathToGloryBody({ data }: { data: GameData }) {
  const campaigns = data.pathToGlory;
  // Tabs are named by the campaign's anchor: a tab's value is part of element ids, which cannot hold spaces.
  const [tab, setTab] = useRouteTab(campaigns[0] ? pathToGloryAnchor(campaigns[0].name) : '');
  const hash = useLocation({ select: (location) => location.hash });
  // A hash shows its campaign's tab before the first paint.
  useLayoutEffect(() => {
    const campaign = campaignOfHash(campaigns, hash);
    if (campaign) setTab(pathToGloryAnchor(campaign.name));
  }, [campaigns, hash, setTab]);
  if (campaigns.length === 0) {
    return (
      <Page title={TITLE}>
        <EmptyState title="This data version has no Path to Glory campaigns." action={<Link to="/settings">Choose another in Settings</Link>} />
      </Page>
    );
  }
  const selected = campaigns.some((campaign) => pathToGloryAnchor(campaign.name) === tab) ? tab : pathToGloryAnchor(campaigns[0]!.name);
  return (
    <Page title={TITLE} subtitle="Campaigns, paths, quests and battle scars">
      <Tabs
        label="Campaign"
        value={selected}
        onValueChange={setTab}
        items={campaigns.map((campaign) => ({
          value: pathToGloryAnchor(campaign.name),
          label: campaignLabel(campaign),
          content: <CampaignView campaign={campaign} coreRules={data.coreRules} hash={hash} />,
        }))}
      />
    </Page>
  );
}

export function PathToGloryPage() {
  // Path to Glory and the core rules its text links to are in the shared core.
  return (
    <GameDataGate fallback={(body) => <Page title={TITLE}>{body}</Page>} army={CORE_ONLY}>
      {(data) => <PathToGloryBody data={data} />}
    </GameDataGate>
  );
}
