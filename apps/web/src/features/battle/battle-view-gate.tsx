// What a screen of a list's battle view shows while the view is built in
// tasks (use-battle-view.ts): the spinner the screen showed while its data
// loaded, then the screen, whole, once the view is.
import type { ArmyList, BattleView, GameData } from '@scrolldex/rules';
import type { ReactNode } from 'react';

import { Spinner } from '../../ui/spinner';
import { useBattleView } from './use-battle-view';

type Props = { list: ArmyList; data: GameData; inGame?: boolean; children: (view: BattleView) => ReactNode };

export function BattleViewGate({ list, data, inGame = false, children }: Props) {
  const view = useBattleView(list, data, { inGame });
  return view ? children(view) : <Spinner variant="block" label="Loading game data..." />;
}
