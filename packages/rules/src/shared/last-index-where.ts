/** The index of the last item that matches, or -1 (Array.prototype.findLastIndex is ES2023; the engine targets ES2022). */
export function lastIndexWhere<TItem>(items: readonly TItem[], matches: (item: TItem) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (matches(items[index] as TItem)) return index;
  return -1;
}
