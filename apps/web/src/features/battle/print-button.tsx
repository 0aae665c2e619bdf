// The way into a list's printed documents, in the builder's and the battle view's header.
import { useNavigate } from '@tanstack/react-router';
import { Printer } from 'lucide-react';

import { IconButton } from '../../ui/button';

export function PrintButton({ listId }: { listId: string }) {
  const navigate = useNavigate();
  return (
    <IconButton label="Print" tone="onHeader" onClick={() => void navigate({ to: '/list/$id/print', params: { id: listId } })}>
      <Printer size={22} />
    </IconButton>
  );
}
