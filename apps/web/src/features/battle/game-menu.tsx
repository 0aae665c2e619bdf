// The page header's menu while a game runs: each player's score, the
// opponent, the list's games, the Battle Settings and Print (beside the menu
// when no game runs: one button keeps a phone's header calm), and ending the game early.
import { Flag, History, Link2, Printer, Settings, Trophy, User, Users } from 'lucide-react';
import { useNavigate } from '@tanstack/react-router';

import { IconButton } from '../../ui/button';
import { Menu } from '../../ui/menu';
import type { GameSheet } from './game-battle-screen';

export function GameMenu({ listId, onSheet }: { listId: string; onSheet: (sheet: GameSheet) => void }) {
  const navigate = useNavigate();
  return (
    <Menu
      trigger={
        <IconButton label="Game" tone="onHeader">
          <Trophy size={22} />
        </IconButton>
      }
      items={[
        { label: 'Your score', icon: <User size={16} />, onSelect: () => onSheet({ kind: 'player', player: 'me' }) },
        { label: "Opponent's score", icon: <Users size={16} />, onSelect: () => onSheet({ kind: 'player', player: 'opponent' }) },
        { label: 'Opponent and their list', icon: <Link2 size={16} />, onSelect: () => onSheet({ kind: 'opponent' }) },
        { label: 'Games of this list', icon: <History size={16} />, onSelect: () => void navigate({ to: '/list/$id/games', params: { id: listId } }) },
        { label: 'Battle Settings', icon: <Settings size={16} />, onSelect: () => void navigate({ to: '/list/$id/battle/settings', params: { id: listId } }) },
        { label: 'Print', icon: <Printer size={16} />, onSelect: () => void navigate({ to: '/list/$id/print', params: { id: listId } }) },
        { label: 'End game', icon: <Flag size={16} />, danger: true, onSelect: () => onSheet({ kind: 'end' }) },
      ]}
    />
  );
}
