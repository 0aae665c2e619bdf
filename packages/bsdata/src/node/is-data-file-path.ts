/** BattleScribe game system (.gst) and catalogue (.cat) files; everything else in a data repo is ignored. */
export function isDataFilePath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.endsWith('.cat') || lower.endsWith('.gst');
}
