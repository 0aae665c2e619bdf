import type { Army, GameData } from '../model/index.js';

/** Armies in the order that decides where a shared thing is shown: armies first, then armies of renown, each by name. */
export function armiesInHomeOrder(data: GameData): Army[] {
  const armies = Object.values(data.armies);
  return [...armies.filter((army) => !army.isArmyOfRenown), ...armies.filter((army) => army.isArmyOfRenown)].sort(
    (a, b) => Number(a.isArmyOfRenown) - Number(b.isArmyOfRenown) || a.name.localeCompare(b.name),
  );
}
