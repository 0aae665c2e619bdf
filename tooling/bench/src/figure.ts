/** One measured figure, printed as `name: value unit`. */
export type Figure = { name: string; value: number; unit: string };

/** A benchmark module's default export. */
export type Benchmark = () => Promise<Figure[]> | Figure[];

export function formatFigure({ name, value, unit }: Figure): string {
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1);
  return `${name}: ${rounded} ${unit}`;
}
