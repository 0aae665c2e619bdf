// What the export and QR screens show until a list's export text exists.
import type { ReactNode } from 'react';

import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import type { ListExport } from './use-list-export';

export const LIST_MISSING_MESSAGE = 'List not found or army data not loaded.';

type Props = { state: ListExport; children: (ready: Extract<ListExport, { status: 'ready' }>) => ReactNode };

export function ExportGate({ state, children }: Props) {
  switch (state.status) {
    case 'loading':
      return <Spinner variant="block" label="Loading game data..." />;
    case 'missing':
      return <EmptyState title={LIST_MISSING_MESSAGE} />;
    case 'no-army':
      return <EmptyState title={state.message}>The game data has no army named {state.list.faction}.</EmptyState>;
    case 'ready':
      return children(state);
  }
}
