// Interim screen while the feature is written (web app part 1).
import { Page } from '../../app/page';

export function ManifestationLorePage() {
  return <Page title="Manifestation">{null}</Page>;
}
