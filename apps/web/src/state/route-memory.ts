// Per-route UI memory: the filter bar's query,
// favourites toggle and sort, and the chosen tab, are kept per route path for
// the session (coming back to a page finds it as it was left); collapsible
// sections remember whether they are open per route, across visits.
import { useRouterState } from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { z } from 'zod/mini';

import type { SortMode } from '../ui/filter-bar';
import { storedAtom } from './stored-atom';

export type RouteFilter = { query: string; favouritesOnly: boolean; sort: SortMode };

export const DEFAULT_ROUTE_FILTER: RouteFilter = { query: '', favouritesOnly: false, sort: 'alpha' };

const routeFiltersAtom = atom<Readonly<Record<string, RouteFilter>>>({});
const routeTabsAtom = atom<Readonly<Record<string, string>>>({});

/** Open state of sections by route path, then by section key. */
export const SECTIONS_KEY = 'collapsedSections';
/** Built on first use (z.lazy): the app's first bundle imports it, and a screen with sections reads it later, if ever. */
const SectionsSchema = z.lazy(() => z.record(z.string(), z.record(z.string(), z.boolean())));
const sectionsOpenAtom = storedAtom(SECTIONS_KEY, SectionsSchema, {});

function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/** The filter bar of this route: spread it into `<FilterBar>`. */
export function useRouteFilter(defaults: Partial<RouteFilter> = {}) {
  const path = usePathname();
  const [filters, setFilters] = useAtom(routeFiltersAtom);
  const { query, favouritesOnly, sort } = { ...DEFAULT_ROUTE_FILTER, ...defaults };
  const filter = filters[path] ?? { query, favouritesOnly, sort };
  const update = useCallback(
    (change: Partial<RouteFilter>) => setFilters((all) => ({ ...all, [path]: { query, favouritesOnly, sort, ...all[path], ...change } })),
    [setFilters, path, query, favouritesOnly, sort],
  );
  return {
    ...filter,
    onQueryChange: useCallback((query: string) => update({ query }), [update]),
    onFavouritesOnlyChange: useCallback((favouritesOnly: boolean) => update({ favouritesOnly }), [update]),
    onSortChange: useCallback((sort: SortMode) => update({ sort }), [update]),
  };
}

/** The selected tab of this route (for the session). */
export function useRouteTab(defaultTab: string): [string, (tab: string) => void] {
  const path = usePathname();
  const [tabs, setTabs] = useAtom(routeTabsAtom);
  const setTab = useCallback((tab: string) => setTabs((all) => ({ ...all, [path]: tab })), [setTabs, path]);
  return [tabs[path] ?? defaultTab, setTab];
}

const NO_SECTIONS: Readonly<Record<string, boolean>> = {};

/**
 * Every remembered section of this route (open or not, by key), and the setter of one: for a list of many foldable
 * rows, which reads them once for the list rather than each row subscribing to the router and the store.
 */
export function useSectionsOpen(): [Readonly<Record<string, boolean>>, (key: string, open: boolean) => void] {
  const path = usePathname();
  const [sections, setSections] = useAtom(sectionsOpenAtom);
  const setOpen = useCallback((key: string, open: boolean) => setSections((all) => ({ ...all, [path]: { ...all[path], [key]: open } })), [setSections, path]);
  return [sections[path] ?? NO_SECTIONS, setOpen];
}

/** Whether the section `key` of this route is open; remembered across visits. */
export function useSectionOpen(key: string, defaultOpen: boolean): [boolean, (open: boolean) => void] {
  const [sections, setOpen] = useSectionsOpen();
  return [sections[key] ?? defaultOpen, useCallback((open: boolean) => setOpen(key, open), [setOpen, key])];
}
