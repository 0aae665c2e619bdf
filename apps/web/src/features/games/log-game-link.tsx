// On a finished game's page: when the game's list was mustered from a campaign
// roster that has not logged it yet, a link to log it there (the roster's Log
// a Battle, filled in from the game).
import { hasLoggedGame, rosterOfList, type Game } from '@scrolldex/rules';
import { Link } from '@tanstack/react-router';
import { ScrollText } from 'lucide-react';

import { useRosters } from '../../state/rosters';

export function LogGameLink({ game, className }: { game: Game; className?: string }) {
  const rosters = useRosters();
  const roster = rosters ? rosterOfList(rosters, game.listId)?.roster : undefined;
  if (game.result === null || !roster || roster.locked || hasLoggedGame(roster, game.id)) return null;
  return (
    <Link to="/roster/$id" params={{ id: roster.id }} search={{ game: game.id }} className={className}>
      <ScrollText size={18} aria-hidden="true" /> Log in {roster.name}
    </Link>
  );
}
