import { RosterSyncBodySchema, SYNC_LIMITS, type RosterSyncBody } from '@scrolldex/contract';
import { createRoster, type CampaignRoster, type RecordState } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { unsignedJwt } from '../test/unsigned-jwt';
import { EMPTY_ROSTER_SHELF, unsyncedRosters, type RosterShelf } from './roster-store';
import { syncRosters, type RosterSyncDeps } from './roster-sync';
import { ScrolldexClient } from './scrolldex-client';

const NOW = 1_800_000_000_000;
const TOKEN = unsignedJwt({
  username: 'ada',
  email: 'a@b.c',
  productName: null,
  subscriptionStatus: null,
  periodEnd: null,
  cancelAt: null,
  id: 'u1',
  iat: 1,
  exp: NOW / 1000 + 3600,
  type: 'access',
});

afterEach(() => vi.restoreAllMocks());

const roster = (id: string, at = 1_000, extra: Partial<CampaignRoster> = {}): CampaignRoster => ({
  ...createRoster({ id, name: `Roster ${id}`, faction: 'Stormcast Eternals', campaignId: 'ascension', now: 500 }),
  _updatedAt: at,
  ...extra,
});

/** The server's rule in memory (apps/server sync/roster-sync-store.ts): per roster, a push is kept only when newer; a tie with other content is a conflict, answered with the stored copy. */
function makeServer() {
  const rosters = new Map<string, CampaignRoster>();
  const bodies: RosterSyncBody[] = [];
  const states = (): RecordState[] => [...rosters.values()].map((entry) => ({ id: entry.id, updatedAt: entry._updatedAt, deleted: entry.deleted }));
  const fetcher: typeof fetch = async (input, init) => {
    await Promise.resolve();
    if (String(input) === '/rosters/states') return Response.json({ rosterStates: states() });
    const body = RosterSyncBodySchema.parse(JSON.parse(String(init?.body)));
    bodies.push(body);
    const conflicts: string[] = [];
    for (const pushed of body.rosters) {
      const stored = rosters.get(pushed.id);
      if (!stored || pushed._updatedAt > stored._updatedAt) rosters.set(pushed.id, pushed);
      else if (pushed._updatedAt === stored._updatedAt && JSON.stringify(stored) !== JSON.stringify(pushed)) conflicts.push(pushed.id);
    }
    const answered = [...new Set([...body.outdatedRosters, ...conflicts])].flatMap((id) => rosters.get(id) ?? []);
    return Response.json({ rosters: answered, rosterStates: states(), conflicts });
  };
  return { rosters, bodies, fetcher };
}

function makeDevice(server: ReturnType<typeof makeServer>, shelf: RosterShelf = EMPTY_ROSTER_SHELF) {
  const client = new ScrolldexClient({
    tokens: { read: () => ({ accessToken: TOKEN, refreshToken: 'r' }), write: () => undefined },
    fetch: server.fetcher,
    url: (path) => path,
    now: () => NOW,
  });
  const device = { shelf };
  const deps: RosterSyncDeps = {
    read: () => device.shelf,
    write: (next) => {
      device.shelf = next;
      return true;
    },
    getStates: () => client.getRosterStates(),
    sync: (body) => client.syncRosters(body),
  };
  return { device, deps };
}

describe('syncRosters', () => {
  it('sends a roster made on one device and brings it to another, and then both know the server holds it', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { items: [roster('r1')], synced: {} });
    expect(unsyncedRosters(phone.device.shelf)).toHaveLength(1);
    await expect(syncRosters(phone.deps)).resolves.toBe('synced');
    expect(server.rosters.get('r1')?.name).toBe('Roster r1');
    expect(unsyncedRosters(phone.device.shelf)).toEqual([]);
    const laptop = makeDevice(server);
    await expect(syncRosters(laptop.deps)).resolves.toBe('synced');
    expect(laptop.device.shelf).toEqual({ items: [roster('r1')], synced: { r1: 1_000 } });
    // In step: nothing more is sent, and the shelf is left as it was.
    const calls = server.bodies.length;
    const before = laptop.device.shelf;
    await syncRosters(laptop.deps);
    expect(server.bodies).toHaveLength(calls);
    expect(laptop.device.shelf).toBe(before);
  });

  it('lets the newer copy of a roster win, both ways, and a deletion travel', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { items: [roster('r1'), roster('r2')], synced: {} });
    await syncRosters(phone.deps);
    const laptop = makeDevice(server);
    await syncRosters(laptop.deps);
    const [first, second] = laptop.device.shelf.items;
    laptop.device.shelf = {
      ...laptop.device.shelf,
      items: [
        { ...first!, glory: 3, _updatedAt: 2_000 },
        { ...second!, deleted: true, deletedAt: 2_500, _updatedAt: 2_500 },
      ],
    };
    expect(unsyncedRosters(laptop.device.shelf).map((entry) => entry.id)).toEqual(['r1', 'r2']);
    await syncRosters(laptop.deps);
    await syncRosters(phone.deps);
    const byId = Object.fromEntries(phone.device.shelf.items.map((entry) => [entry.id, entry]));
    expect(byId.r1?.glory).toBe(3);
    expect(byId.r2?.deleted).toBe(true);
    // Once the server has purged the tombstone, the deleted roster goes from the device.
    server.rosters.delete('r2');
    await syncRosters(phone.deps);
    expect(phone.device.shelf.items.map((entry) => entry.id)).toEqual(['r1']);
  });

  it('takes the server’s copy of a conflict: another device stored the same stamp with other content meanwhile', async () => {
    const server = makeServer();
    server.rosters.set('r1', roster('r1', 900, { name: 'Older' }));
    const phone = makeDevice(server, { items: [roster('r1', 1_000, { name: 'Ours' })], synced: {} });
    const getStates = phone.deps.getStates;
    phone.deps.getStates = async () => {
      const states = await getStates();
      server.rosters.set('r1', roster('r1', 1_000, { name: 'Theirs' }));
      return states;
    };
    await syncRosters(phone.deps);
    expect(phone.device.shelf).toEqual({ items: [roster('r1', 1_000, { name: 'Theirs' })], synced: { r1: 1_000 } });
  });

  it('keeps back a roster over the server’s limits, telling why, and still syncs the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const refused = vi.fn();
    const phone = makeDevice(server, { items: [roster('long', 1_000, { name: 'n'.repeat(SYNC_LIMITS.nameLength + 1) }), roster('fine')], synced: {} });
    await syncRosters({ ...phone.deps, onRefused: refused });
    expect([...server.rosters.keys()]).toEqual(['fine']);
    expect(refused).toHaveBeenCalledWith([{ id: 'long', name: 'n'.repeat(SYNC_LIMITS.nameLength + 1), reason: expect.stringContaining('100') }]);
    expect(phone.device.shelf.items.map((entry) => entry.id)).toEqual(['long', 'fine']);
  });

  it('logs a failure and keeps the rosters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const phone = makeDevice(makeServer(), { items: [roster('r1')], synced: {} });
    await expect(syncRosters({ ...phone.deps, getStates: () => Promise.reject(new TypeError('Failed to fetch')) })).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith('Could not sync rosters; the ones on this device are kept.', expect.any(TypeError));
    expect(phone.device.shelf.items).toHaveLength(1);
  });
});
