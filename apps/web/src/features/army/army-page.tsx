// The army page: the army's warscrolls
// by type, and its rules; a section hash opens the Rules tab at that section.
import { findArmy, type Army } from '@scrolldex/rules';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { Flag } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';

import { cameBackThroughHistory } from '../../shared/history-return';
import { Page } from '../../shared/page';
import { useReportErrorUrl } from '../../shared/report-error-url';
import { useGameDataOf } from '../../state/release-data';
import { useRouteTab } from '../../state/route-memory';
import { IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Tabs } from '../../ui/tabs';
import { ALLIANCE_LABELS, GameDataState } from '../browse';
import { FavouriteButton } from '../favourites';
import { ArmyRulesTab } from './army-rules-tab';
import { armySectionIds } from './army-sections';
import { WarscrollsTab } from './warscrolls-tab';

export function ArmyPage() {
  const { armyName } = useParams({ from: '/army/$armyName' });
  // Its rows show neither the core's regiments of renown nor Path to Glory (the Rules tab's regiments read them).
  const { data } = useGameDataOf(null, armyName, true);
  // The warscrolls come in slices, but for a return through history with the data in memory: they then render
  // at once, so that the router can restore the scroll position.
  const [progressive] = useState(() => data === null || !cameBackThroughHistory());
  if (!data) {
    return (
      <Page title={armyName}>
        <GameDataState />
      </Page>
    );
  }
  const army = findArmy(data, armyName);
  if (!army) {
    return (
      <Page title="Army not found">
        <EmptyState title={`There is no army named '${armyName}' in this data set.`} action={<Link to="/">Back to the armies</Link>}>
          It may have been renamed or removed, or belong to another data version (Settings).
        </EmptyState>
      </Page>
    );
  }
  return <ArmyScreen army={army} progressive={progressive} />;
}

function ArmyScreen({ army, progressive }: { army: Army; progressive: boolean }) {
  const [tab, setTab] = useRouteTab('warscrolls');
  const hash = useLocation({ select: (location) => location.hash });
  const reportUrl = useReportErrorUrl({ army: army.name, revision: army.revision });
  // A section hash (from search or a link) shows the Rules tab before the first paint.
  useLayoutEffect(() => {
    if (hash && armySectionIds(army).includes(hash)) setTab('rules');
  }, [hash, army, setTab]);

  const subtitle = [army.isArmyOfRenown ? 'Army of Renown' : null, ALLIANCE_LABELS[army.alliance], `Revision ${army.revision}`].filter(Boolean).join(' · ');
  const actions = (
    <>
      <FavouriteButton type="army" name={army.name} tone="onHeader" size={22} />
      {reportUrl && (
        <IconButton label="Report Error" tone="onHeader" onClick={() => window.open(reportUrl, '_blank', 'noopener,noreferrer')}>
          <Flag size={22} aria-hidden="true" />
        </IconButton>
      )}
    </>
  );
  return (
    <Page title={army.name} subtitle={subtitle} actions={actions}>
      <Tabs
        label="Army"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'warscrolls', label: 'Warscrolls', content: <WarscrollsTab army={army} progressive={progressive} /> },
          { value: 'rules', label: 'Rules', content: <ArmyRulesTab army={army} hash={hash} progressive={progressive} /> },
        ]}
      />
    </Page>
  );
}
