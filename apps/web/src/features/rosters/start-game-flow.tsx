// 'Start a Game' from a roster: the units to take (the muster form), then the
// New game form for the list they make. Nothing is kept before the game
// starts; then the list is mustered, as 'Muster a List' keeps it, and its
// battle view follows the game, which offers itself to the roster's battle
// log once it is over.
import type { CampaignRoster, GameData } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { NewGameSheet } from '../games';
import { GameDataGate } from '../unit';
import { MusterSheet, type Mustered } from './muster-sheet';
import { useSaveMuster } from './use-save-muster';

type Props = { roster: CampaignRoster; data: GameData; onClose: () => void };

export function StartGameFlow({ roster, data, onClose }: Props) {
  const [mustered, setMustered] = useState<Mustered | null>(null);
  const saveMuster = useSaveMuster();
  const navigate = useNavigate();
  if (!mustered) {
    return <MusterSheet roster={roster} data={data} purpose="game" open onOpenChange={(open) => !open && onClose()} onMuster={setMustered} />;
  }
  const { list } = mustered;
  return (
    // The New game form takes every army's data only to read a list of the opponent's, which may be of any army.
    <GameDataGate dataRef={list.dataRef} army={list.faction} fallback={(body) => body}>
      {(data) => (
        <NewGameSheet
          list={list}
          data={data}
          onClose={onClose}
          onStarted={() => {
            saveMuster(roster, mustered);
            void navigate({ to: '/list/$id/battle', params: { id: list.id } });
          }}
        />
      )}
    </GameDataGate>
  );
}
