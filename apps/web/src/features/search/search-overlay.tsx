export function SearchOverlay() {
  return null;
}
