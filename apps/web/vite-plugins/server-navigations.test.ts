// The worker's denylist lets every server path through, and no page of the app.
import { describe, expect, it } from 'vitest';

import SERVER_NAVIGATION_PATHS from '@scrolldex/contract/server-navigation-paths.json' with { type: 'json' };
import SERVER_PATH_PREFIXES from '@scrolldex/contract/server-path-prefixes.json' with { type: 'json' };

import routerSource from '../src/app/router.tsx?raw';
import { isAppNavigation, navigationDenylist, navigationPattern, serverPrefixPattern } from './server-navigations';

const denylist = navigationDenylist(SERVER_NAVIGATION_PATHS);
/** As Workbox's NavigationRoute decides: a URL's path and query against every pattern. */
const denied = (address: string) => {
  const url = new URL(address, 'https://scrolldex.example');
  return denylist.some((pattern) => pattern.test(url.pathname + url.search));
};

/** Every page path of the app's route table, its parameters filled in. */
const APP_PAGES = [...routerSource.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!.replace(/\$\w+/g, 'x1'));

describe('the navigation denylist of the offline worker', () => {
  it('lets each server path through, with its parameters and a query', () => {
    expect(SERVER_NAVIGATION_PATHS.length).toBeGreaterThan(10);
    for (const path of SERVER_NAVIGATION_PATHS) {
      const address = path.replace(/:\w+/g, 'some-id_1');
      expect(denied(address), address).toBe(true);
      expect(denied(`${address}?name=main&x=1`), `${address}?…`).toBe(true);
    }
    expect(denied('/bcp/login?state=Qm9vbS1hcHAtc3RhdGUtMTIz')).toBe(true);
  });

  it('answers every page of the app from the worker, but the callback page the server serves itself', () => {
    expect(APP_PAGES.length).toBeGreaterThan(20);
    const deniedPages = APP_PAGES.filter((page) => denied(page));
    // /bcp/login is the server's: it starts a BCP login, and serves the app shell for the callback with the tokens.
    expect(deniedPages).toEqual(['/bcp/login']);
    for (const page of ['/', '/rules', '/rules?query=ward', '/import/U2VyYXBob24K', '/share/abc', '/search/faq/x1', '/list/abc/settings', '/settings'])
      expect(denied(page), page).toBe(false);
  });

  it('matches whole paths and whole segments only', () => {
    const pattern = navigationPattern('/bcp/lists/:eventId');
    expect(pattern.test('/bcp/lists/grand-clash')).toBe(true);
    expect(pattern.test('/bcp/lists/grand-clash/more')).toBe(false);
    expect(pattern.test('/bcp/lists/')).toBe(false);
    expect(navigationPattern('/faq').test('/faqs')).toBe(false);
    expect(navigationPattern('/s/:code').test('/settings')).toBe(false);
  });
});

describe("the dev server's proxy to the API", () => {
  const proxied = serverPrefixPattern(SERVER_PATH_PREFIXES);
  /** Where the dev server sends a request: the API, or its own answer (the app). */
  const target = (address: string, accept: string) => (proxied.test(address) && !isAppNavigation(address, accept, SERVER_NAVIGATION_PATHS) ? 'api' : 'app');
  const JSON_ACCEPT = 'application/json';
  const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

  it("sends every call of the web client to the API, the games' and the account's too", () => {
    for (const address of [
      '/games/sync',
      '/games/states',
      '/account',
      '/auth/login',
      '/lists/sync',
      '/stripe/session-complete',
      '/blob?name=main',
      '/rules/core',
    ])
      expect(target(address, JSON_ACCEPT), address).toBe('api');
  });

  it("keeps every page of the app, but the server's own, on the dev server", () => {
    const pages = APP_PAGES.filter((page) => target(page, HTML_ACCEPT) === 'api');
    expect(pages).toEqual(['/bcp/login']);
    for (const address of ['/s/abc123', '/config', '/bcp/callback?code=x']) expect(target(address, HTML_ACCEPT), address).toBe('api');
  });

  it('matches whole first segments only', () => {
    for (const address of ['/settings', '/faqs', '/gamesx', '/accounts', '/search/rule/x1']) expect(proxied.test(address), address).toBe(false);
    for (const address of ['/s/abc', '/faq', '/faq?x=1', '/bcp/lists/x']) expect(proxied.test(address), address).toBe(true);
  });
});
