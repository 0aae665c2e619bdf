// The export text of a saved list, or why there is none: the game data still
// loading (or the saved lists), the list or the data missing, or the list's army
// not in the data.
import { formatList, type ArmyList, type GameData } from '@scrolldex/rules';
import { useMemo } from 'react';

import { useList } from '../../state/lists';
import { useGameDataOf } from '../../state/release-data';

export type ListExport =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'no-army'; list: ArmyList; message: string }
  | { status: 'ready'; list: ArmyList; data: GameData; text: string };

/** Formats the list as of today; `discord` wraps it in a code fence. */
export function useListExport(id: string, discord: boolean): ListExport {
  const list = useList(id);
  // A pinned list is exported (and its QR code made) with its release's data; any other with its army's.
  const { data, error: dataError } = useGameDataOf(list?.dataRef ?? null, list ? list.faction : undefined);
  return useMemo(() => {
    if (list === undefined) return { status: 'loading' };
    if (!data) return dataError || !list ? { status: 'missing' } : { status: 'loading' };
    if (!list) return { status: 'missing' };
    const text = formatList(list, data, { appVersion: __APP_VERSION__, exportDate: new Date(), discord });
    if (!text.ok) return { status: 'no-army', list, message: text.errors[0]!.message };
    return { status: 'ready', list, data, text: text.value };
  }, [data, dataError, discord, list]);
}
