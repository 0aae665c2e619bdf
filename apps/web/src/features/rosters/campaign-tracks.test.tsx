import { applyRosterEdit, buildCampaignContext, createRoster, type CampaignRoster, type RosterEdit } from '@scrolldex/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data';
import { CampaignTracks } from './campaign-tracks';

const NOW = Date.UTC(2026, 10, 29);

function ascensionRoster(glory: number): CampaignRoster {
  const data = loadRealGameData();
  const campaign = data.pathToGlory.find((candidate) => candidate.name === 'Ascension')!;
  const roster = createRoster({ id: 'r1', name: 'The Gilded Host', faction: 'Stormcast Eternals', campaignId: campaign.id, now: NOW });
  return applyRosterEdit(roster, { op: 'setGlory', glory }, NOW);
}

/** The tracks over a roster kept in state, as the roster page keeps it in the store. */
function Harness({ initial, edits }: { initial: CampaignRoster; edits: RosterEdit[] }) {
  const [roster, setRoster] = useState(initial);
  const context = buildCampaignContext(loadRealGameData(), roster)!;
  return (
    <CampaignTracks
      roster={roster}
      context={context}
      onEdit={(edit) => {
        edits.push(edit);
        setRoster((current) => applyRosterEdit(current, edit, NOW));
      }}
    />
  );
}

function renderTracks(glory: number) {
  const edits: RosterEdit[] = [];
  render(
    <Provider store={createStore()}>
      <Harness initial={ascensionRoster(glory)} edits={edits} />
    </Provider>,
  );
  return edits;
}

afterEach(cleanup);

describe('Spend Glory', () => {
  it('spends the glory on what the player names, takes it off the roster and lists it', async () => {
    const edits = renderTracks(6);
    fireEvent.click(screen.getByRole('button', { name: 'Spend Glory' }));
    const sheet = await screen.findByRole('dialog', { name: 'Spend Glory' });
    fireEvent.change(within(sheet).getByLabelText('What it buys'), { target: { value: 'A new unit: Liberators' } });
    for (let step = 0; step < 3; step += 1) fireEvent.click(within(sheet).getByRole('button', { name: 'Increase Glory points to spend' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Spend' }));
    expect(edits).toEqual([{ op: 'spendGlory', spend: { id: expect.any(String), what: 'A new unit: Liberators', glory: 4 } }]);
    expect(within(screen.getByRole('group', { name: 'Glory points' })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Glory spent' })).getByText('Spent 4 glory on A new unit: Liberators')).toBeTruthy();
  });

  it('says what is wrong and spends nothing: no name, or no glory to spend', async () => {
    const edits = renderTracks(0);
    fireEvent.click(screen.getByRole('button', { name: 'Spend Glory' }));
    const sheet = await screen.findByRole('dialog', { name: 'Spend Glory' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Spend' }));
    const alert = within(sheet).getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Say what the glory buys.', 'The roster has 0 glory points: it cannot spend more.']);
    expect(edits).toEqual([]);
  });
});
