/** A small valid army list as a client syncs it (one Stormcast regiment), stamped `updatedAt`: for sync tests over HTTP. */
export function syncedList(id: string, updatedAt: number, name = `List ${id}`) {
  return {
    id,
    name,
    regiments: [{ leader: { name: 'Lord-Celestant', upgrades: [] }, units: [] }],
    faction: 'Stormcast Eternals',
    createdAt: '2026-11-01T00:00:00.000Z',
    modifiedAt: new Date(updatedAt).toISOString(),
    _createdAt: 1_000,
    _updatedAt: updatedAt,
  };
}
