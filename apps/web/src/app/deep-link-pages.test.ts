// Each deep-link page is a route of the router and the module that route loads,
// so index.html preloads the code the address really needs.
import { describe, expect, it } from 'vitest';

import { DEEP_LINK_PAGES } from './deep-link-pages';
import routerSource from './router.tsx?raw';

/** The text of each `createRoute({...})` call in router.tsx. */
const routeDefinitions = routerSource.split('createRoute(').slice(1);

describe('DEEP_LINK_PAGES', () => {
  it.each(DEEP_LINK_PAGES)('$path is a route that loads $module', ({ path, module }) => {
    const definition = routeDefinitions.find((text) => text.includes(`path: '${path}',`));
    expect(definition, `no route of router.tsx has the path ${path}`).toBeDefined();
    expect(definition).toContain(`import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
  });
});
