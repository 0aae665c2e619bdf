// The export text of a saved list, or why there is none: the game data still
// loading (or the saved lists), the list or the data missing, or the list's army
// not in the data.
import { formatList, type ArmyList, type GameData } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { dataErrorAtom, gameDataAtom } from '../../state/game-data';
import { useList } from '../../state/lists';

export type ListExport =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'no-army'; list: ArmyList; message: string }
  | { status: 'ready'; list: ArmyList; data: GameData; text: string };

/** Formats the list as of today; `discord` wraps it in a code fence. */
export function useListExport(id: string, discord: boolean): ListExport {
  const list = useList(id);
  const data = useAtomValue(gameDataAtom);
  const dataError = useAtomValue(dataErrorAtom);
  return useMemo(() => {
    if (list === undefined) return { status: 'loading' };
    if (!data) return dataError || !list ? { status: 'missing' } : { status: 'loading' };
    if (!list) return { status: 'missing' };
    const text = formatList(list, data, { appVersion: __APP_VERSION__, exportDate: new Date(), discord });
    if (!text.ok) return { status: 'no-army', list, message: text.errors[0]!.message };
    return { status: 'ready', list, data, text: text.value };
  }, [data, dataError, discord, list]);
}
