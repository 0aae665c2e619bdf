// The builder header's menu: the list's secondary actions (export, print,
// settings) behind one button, so a phone's header keeps room for the list's
// name on one line and its army beside the battle view and search.
import { useNavigate } from '@tanstack/react-router';
import { Ellipsis, Printer, Settings, Share2 } from 'lucide-react';

import { IconButton } from '../../ui/button';
import { Menu } from '../../ui/menu';

export function ListMenu({ listId }: { listId: string }) {
  const navigate = useNavigate();
  const params = { id: listId };
  return (
    <Menu
      trigger={
        <IconButton label="List actions" tone="onHeader">
          <Ellipsis size={22} />
        </IconButton>
      }
      items={[
        { label: 'Export', icon: <Share2 size={16} />, onSelect: () => void navigate({ to: '/list/$id/export', params }) },
        { label: 'Print', icon: <Printer size={16} />, onSelect: () => void navigate({ to: '/list/$id/print', params }) },
        { label: 'List settings', icon: <Settings size={16} />, onSelect: () => void navigate({ to: '/list/$id/settings', params }) },
      ]}
    />
  );
}
