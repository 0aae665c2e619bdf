// What a screen shows when its route fails or does not exist.
import { Link, type ErrorComponentProps } from '@tanstack/react-router';

import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { Page } from './page';

export function RouteError({ error, reset }: ErrorComponentProps) {
  console.error(error);
  return (
    <Page title="Something went wrong">
      <EmptyState title="This screen could not be shown." action={<Button onClick={reset}>Try again</Button>}>
        {error instanceof Error ? error.message : String(error)}
      </EmptyState>
    </Page>
  );
}

export function NotFound() {
  return (
    <Page title="Not found">
      <EmptyState title="There is nothing at this address." action={<Link to="/">Go to the armies</Link>} />
    </Page>
  );
}
