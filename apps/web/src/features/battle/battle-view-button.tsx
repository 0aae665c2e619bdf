// The builder header's way into a list's battle view.
import { useNavigate } from '@tanstack/react-router';
import { Swords } from 'lucide-react';

import { IconButton } from '../../ui/button';

export function BattleViewButton({ listId }: { listId: string }) {
  const navigate = useNavigate();
  return (
    <IconButton label="Battle view" tone="onHeader" onClick={() => void navigate({ to: '/list/$id/battle', params: { id: listId } })}>
      <Swords size={22} />
    </IconButton>
  );
}
