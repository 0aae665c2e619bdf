// The regiments of renown this army may take, each opening its page.
import { useAtomValue } from 'jotai';

import { useGameDataOf } from '../../state/release-data';
import { showLegendsAtom } from '../../state/settings';
import { RowGrid } from '../../ui/row-grid';
import { Spinner } from '../../ui/spinner';
import { PointsRow } from '../browse';

export function RegimentList({ army, names }: { army: string; names: readonly string[] }) {
  // The army page's own data: the regiments are in its shared core, which an army page's address reads after its rows.
  const { data } = useGameDataOf(null, army);
  const showLegends = useAtomValue(showLegendsAtom);
  if (!data) return <Spinner variant="block" label="Loading the regiments of renown..." />;
  const regiments = data.regimentsOfRenown
    .filter((regiment) => names.includes(regiment.name) && (showLegends || !regiment.legends))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <RowGrid>
      {regiments.map((regiment) => (
        <PointsRow key={regiment.name} item={regiment} link={{ to: '/regiment-of-renown/$regimentName', params: { regimentName: regiment.name } }} />
      ))}
    </RowGrid>
  );
}
