// The screens players open straight from outside the app (a shared or
// bookmarked army, unit, rule, Path to Glory page or list): index.html starts
// their code beside the main bundle (vite-plugins/route-preloads.ts). Each path
// is a route of router.tsx and each module the one that route loads
// (deep-link-pages.test.tsx).
export type DeepLinkPage = { path: string; module: string };

export const DEEP_LINK_PAGES: readonly DeepLinkPage[] = [
  { path: '/army/$armyName', module: 'src/features/army/army-page.tsx' },
  { path: '/army/$armyName/unit/$unitName', module: 'src/features/unit/unit-page.tsx' },
  { path: '/manifestation/$loreName', module: 'src/features/lore/manifestation-lore-page.tsx' },
  { path: '/regiment-of-renown/$regimentName', module: 'src/features/renown/regiment-of-renown-page.tsx' },
  { path: '/rules', module: 'src/features/rules/rules-page.tsx' },
  { path: '/path-to-glory', module: 'src/features/path-to-glory/path-to-glory-page.tsx' },
  { path: '/import/$encoded', module: 'src/features/export-import/list-import-page.tsx' },
  { path: '/list/$id', module: 'src/features/builder/list-builder-page.tsx' },
  { path: '/list/$id/battle', module: 'src/features/battle/battle-view-page.tsx' },
];
