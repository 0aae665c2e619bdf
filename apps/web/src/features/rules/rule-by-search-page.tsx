// Interim screen while the feature is written (web app part 1).
import { Page } from '../../app/page';

export function RuleBySearchPage() {
  return <Page title="Rule">{null}</Page>;
}
