// Interim screen while the feature is written (web app part 1).
import { Page } from '../../app/page';

export function RulesPage() {
  return <Page title="Rules">{null}</Page>;
}
