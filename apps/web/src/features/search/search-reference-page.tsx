// Interim screen while the feature is written (web app part 1).
import { Page } from '../../app/page';

export function SearchReferencePage() {
  return <Page title="Search Reference">{null}</Page>;
}
