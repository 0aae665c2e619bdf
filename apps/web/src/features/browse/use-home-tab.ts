// The home screen's Browse / Lists switch, remembered across visits.
import { useAtom } from 'jotai';
import { z } from 'zod/mini';

import { storedAtom } from '../../state/stored-atom';

const HOME_TABS = ['browse', 'lists'] as const;
type HomeTab = (typeof HOME_TABS)[number];
/** Built on first use (z.lazy): the app's first bundle imports it, and the home screen reads a stored tab, if any. */
const HomeTabSchema = z.lazy(() => z.enum(HOME_TABS));

const homeTabAtom = storedAtom<HomeTab>('homeTab', HomeTabSchema, 'browse');

export function useHomeTab(): [HomeTab, (tab: string) => void] {
  const [tab, setTab] = useAtom(homeTabAtom);
  return [tab, (next) => setTab(z.catch(HomeTabSchema, tab).parse(next))];
}
