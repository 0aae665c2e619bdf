// The words of a unit's line on a printed sheet: its role, an enhancement
// with its cost, a weapon option with its count, an upgrade.
import type { UnitDetail } from '@scrolldex/rules';

export function unitDetailLabel(detail: UnitDetail): string {
  switch (detail.kind) {
    case 'general':
      return 'General';
    case 'reinforced':
      return 'Reinforced';
    case 'enhancement':
      return detail.points > 0 ? `${detail.name} (${detail.points} pts)` : detail.name;
    case 'weapon':
      return `${detail.count}x ${detail.name}`;
    case 'upgrade':
      return detail.name;
  }
}
