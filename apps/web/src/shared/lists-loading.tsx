// What a screen of saved lists shows for the moment the lists are read from the
// device's storage: a spinner, never an empty library or 'List not found'.
import { Spinner } from '../ui/spinner';

export function ListsLoading() {
  return <Spinner variant="block" label="Loading your lists..." />;
}
