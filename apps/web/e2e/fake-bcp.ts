// A stand-in for Best Coast Pairings on a local port (the tests have no
// Internet): its sign-in (the authorization page signs the player in at once
// and returns to the server's callback with a code; the token endpoint trades
// the code for the player's tokens), and the API the server's /bcp proxy calls
// for the player's events and an event's lists. The lists are real tournament
// exports (tooling/test-harness/fixtures/lists).
import { createServer } from 'node:http';

import { readFixtureList as readList } from '@scrolldex/test-harness/fixture-lists';

/** An unsigned JWT (the web app reads claims, and this fake checks the token as a whole). */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

/** The BCP login a player gets back from BCP's sign-in, as the server's callback hands it over. */
export const FAKE_BCP_LOGIN = {
  accessToken: unsignedJwt({ sub: 'bcp-player-1', exp: Date.UTC(2100, 0, 1) / 1000 }),
  refreshToken: 'fake-bcp-refresh',
  idToken: unsignedJwt({ given_name: 'Ada', nickname: 'inkwell', family_name: 'Quill', userId: 'bcp-player-1' }),
};

/** The code the fake's sign-in hands the server's callback. */
const FAKE_BCP_CODE = 'fake-bcp-code';

export const FAKE_BCP_EVENT = {
  id: 'grand-clash-leeds',
  name: 'Grand Clash Leeds',
  city: 'Leeds',
  country: 'United Kingdom',
  eventDate: '2026-05-14T09:00:00.000Z',
  eventEndDate: '2026-05-15T18:00:00.000Z',
  ownerFirstName: 'Borin',
  ownerLastName: 'Inkbeard',
  totalPlayers: 38,
  numTickets: 40,
};

export type FakeBcp = { apiUrl: string; stop: () => Promise<void> };

export function startFakeBcp(): Promise<FakeBcp> {
  const lists = [
    { armyListText: readList('010-daughters-of-khaine.txt'), user: { firstName: 'Ada', lastName: 'Quill' } },
    { armyListText: readList('031-kharadron-overlords.txt'), user: { firstName: 'Borin', lastName: 'Inkbeard' } },
    { armyListText: 'Proxy hammer, 2000 points of vibes', user: { firstName: 'Cole', lastName: 'Ash' } },
  ];
  const server = createServer((request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(request.url ?? '/', 'http://fake-bcp');
    if (url.pathname === '/api/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid');
      back.searchParams.set('code', FAKE_BCP_CODE);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/api/token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (new URLSearchParams(body).get('code') !== FAKE_BCP_CODE) return json(400, { error: 'invalid_grant' });
        json(200, { access_token: FAKE_BCP_LOGIN.accessToken, refresh_token: FAKE_BCP_LOGIN.refreshToken, id_token: FAKE_BCP_LOGIN.idToken });
      });
      return;
    }
    if (request.headers.authorization !== `Bearer ${FAKE_BCP_LOGIN.accessToken}`) return json(401, { message: 'unauthorized' });
    if (request.url === '/api/myevents') return json(200, [FAKE_BCP_EVENT]);
    if (request.url === `/api/lists/${FAKE_BCP_EVENT.id}`) return json(200, lists);
    return json(404, { message: 'not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return reject(new Error('the fake BCP has no port'));
      resolve({
        apiUrl: `http://127.0.0.1:${address.port}/api`,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
