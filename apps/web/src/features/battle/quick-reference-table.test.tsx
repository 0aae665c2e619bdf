import { buildControlReference, buildMoveReference } from '@scrolldex/rules/phase';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { realUnit } from '../../test/real-game-data';
import { QuickReferenceTable } from './quick-reference-table';

afterEach(cleanup);

describe('the Control table on real warscrolls', () => {
  it('shows a skull where the unit’s own abilities change its control score, and names them under the table', () => {
    const units = [realUnit('Blades of Khorne', 'Skullreapers'), realUnit('Blades of Khorne', 'Flesh Hounds'), realUnit('Blades of Khorne', 'Blood Warriors')];
    render(<QuickReferenceTable reference={buildControlReference(units)} />);
    const table = screen.getByRole('table', { name: 'Quick Reference' });
    const skullreapers = within(table).getByRole('row', { name: /Skullreapers/ });
    expect(within(skullreapers).getByRole('img', { name: 'Changed by Trial of Skulls' }).textContent).toBe('');
    expect(within(within(table).getByRole('row', { name: /Flesh Hounds/ })).queryByRole('img')).toBeNull();
    expect(within(table).getByRole('row', { name: /Flesh Hounds/ }).textContent).toContain('(max 1)');
    const notes = screen.getByRole('list', { name: "Control changed by the unit's own abilities" });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Skullreapers: Trial of Skulls changes its control score.']);
  });

  it('shows no skull and no notes where nothing changes the value', () => {
    render(<QuickReferenceTable reference={buildMoveReference([realUnit('Blades of Khorne', 'Skullreapers')])} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
