import { validateList, type IssueNote } from '@scrolldex/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildBattleList } from '../../test/battle-list';
import { loadRealGameData } from '../../test/real-game-data';
import { BuilderContext, type BuilderActions } from './builder-context';
import { IssueNotes } from './issue-notes';

const ACTIONS: BuilderActions = {
  listId: 'battle-test-list',
  locked: false,
  edit: () => null,
  editOrToast: () => false,
  undoToast: () => {},
  unitStillAt: () => true,
  openUnit: () => {},
  openIssues: () => {},
  openChoice: () => {},
};

function renderNotes(notes: IssueNote[]) {
  render(
    <BuilderContext.Provider value={ACTIONS}>
      <IssueNotes notes={notes} />
    </BuilderContext.Provider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

// Parsing the real data takes seconds on a busy machine: once, before the tests.
beforeAll(() => void loadRealGameData(), 60_000);
afterEach(cleanup);

describe('IssueNotes', () => {
  it('labels a note by its severity field, the sentence written from its code', () => {
    const data = loadRealGameData();
    const { issues } = validateList(buildBattleList(data), data);
    const warning = issues.find((issue) => issue.code === 'NO_ARTIFACT')!;
    expect(warning.severity).toBe('warning');
    const error = { ...warning, severity: 'error' as const };
    expect(
      renderNotes([
        { issue: warning, fixes: [] },
        { issue: error, fixes: [] },
      ]),
    ).toEqual(['Warning: No artifact selected although a unit could take one.', 'Error: No artifact selected although a unit could take one.']);
  });
});
