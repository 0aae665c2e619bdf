// What an Anvil of Apotheosis option does to the warscroll's destiny points, in words.

export function formatDestinyPoints(points: number): string {
  const amount = Math.abs(points);
  const unit = amount === 1 ? 'destiny point' : 'destiny points';
  return points < 0 ? `Costs ${amount} ${unit}` : `Gives ${amount} ${unit}`;
}
