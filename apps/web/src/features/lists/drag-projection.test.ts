import {
  listSchemas,
  createRoster,
  libraryView,
  moveLibraryItem,
  type ArmyList,
  type CampaignRoster,
  type Folder,
  type ListLibrary,
  type MemberEntry,
} from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { flattenLibrary, memberId, projectDrop } from './drag-projection';

const T0 = 1_700_000_000_000;
const iso = new Date(T0).toISOString();
const list = (id: string): ArmyList =>
  listSchemas().ArmyListSchema.parse({ id, name: id, faction: 'Seraphon', createdAt: iso, modifiedAt: iso, _createdAt: T0, _updatedAt: T0 });
const folder = (id: string, lists: string[]): Folder => ({ id, name: id, color: 'red', lists, createdAt: T0, updatedAt: T0, deleted: false, deletedAt: null });

const roster = (id: string): CampaignRoster => createRoster({ id, name: id, faction: 'Seraphon', campaignId: 'ascension', now: T0 });

// a, F[c, d] (open), b, G[] (closed), the roster r
const library: ListLibrary & { rosters: CampaignRoster[] } = {
  lists: ['a', 'b', 'c', 'd'].map(list),
  rosters: [roster('r')],
  folders: [folder('F', ['c', 'd']), folder('G', [])],
  order: ['a', 'folder:F', 'b', 'folder:G', 'roster:r'],
  orderUpdatedAt: T0,
};
const rows = flattenLibrary(libraryView(library), new Set(['F']));

/** The library after dropping `active` on `over`, as the Lists tab shows it. */
function drop(active: string, over: string, steps = 0): string[] {
  const projection = projectDrop(rows, active, over, steps);
  if (!projection) return [];
  const next = moveLibraryItem(library, projection.item, projection.place, T0 + 1);
  const name = (entry: MemberEntry) => (entry.kind === 'roster' ? `roster ${entry.roster.id}` : memberId(entry));
  return libraryView(next).map((entry) => (entry.kind === 'folder' ? `${entry.folder.id}[${entry.members.map(name).join(',')}]` : name(entry)));
}

describe('projectDrop', () => {
  it('flattens open folders one step in', () => {
    expect(rows.map((row) => `${row.key}@${row.depth}`)).toEqual(['list:a@0', 'folder:F@0', 'list:c@1', 'list:d@1', 'list:b@0', 'folder:G@0', 'roster:r@0']);
  });

  it('reorders at the top level', () => {
    expect(drop('list:b', 'list:a')).toEqual(['b', 'a', 'F[c,d]', 'G[]', 'roster r']);
  });

  it('puts a list between the lists of an open folder', () => {
    expect(drop('list:a', 'list:c')).toEqual(['F[c,a,d]', 'b', 'G[]', 'roster r']);
    // Moving up takes the place before the row it is over.
    expect(drop('list:b', 'list:c')).toEqual(['a', 'F[b,c,d]', 'G[]', 'roster r']);
  });

  it("at a folder's edge, the sideways pull decides", () => {
    // a dragged down onto d's place: a sits after d, the folder's last list.
    expect(drop('list:a', 'list:d', 0)).toEqual(['F[c,d]', 'a', 'b', 'G[]', 'roster r']);
    expect(drop('list:a', 'list:d', 1)).toEqual(['F[c,d,a]', 'b', 'G[]', 'roster r']);
    // d dragged left where it is: out of the folder, right after it.
    expect(drop('list:d', 'list:d', -1)).toEqual(['a', 'F[c]', 'd', 'b', 'G[]', 'roster r']);
    expect(drop('list:d', 'list:d', 0)).toEqual(['a', 'F[c,d]', 'b', 'G[]', 'roster r']);
  });

  it('pulled right under a closed folder, a list goes last into it', () => {
    expect(drop('list:a', 'folder:G', 1)).toEqual(['F[c,d]', 'b', 'G[a]', 'roster r']);
    expect(drop('list:a', 'folder:G', 0)).toEqual(['F[c,d]', 'b', 'G[]', 'a', 'roster r']);
  });

  it('moves a roster as a list: between the lists of an open folder, or at the top level', () => {
    expect(drop('roster:r', 'list:d', 1)).toEqual(['a', 'F[c,roster r,d]', 'b', 'G[]']);
    expect(drop('roster:r', 'list:a')).toEqual(['roster r', 'a', 'F[c,d]', 'b', 'G[]']);
  });

  it('keeps folders at the top level, dragged with every folder shown closed', () => {
    const closed = flattenLibrary(libraryView(library), new Set(['F']), true);
    expect(closed.map((row) => row.key)).toEqual(['list:a', 'folder:F', 'list:b', 'folder:G', 'roster:r']);
    const projection = projectDrop(closed, 'folder:G', 'list:a', 1)!;
    expect(projection).toEqual({ item: { kind: 'folder', id: 'G' }, place: { folderId: null, index: 0 }, depth: 0 });
  });
});
