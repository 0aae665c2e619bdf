// Interim screen while the feature is written (web app part 1).
import { Page } from '../../app/page';

export function RegimentOfRenownPage() {
  return <Page title="Regiment of Renown">{null}</Page>;
}
