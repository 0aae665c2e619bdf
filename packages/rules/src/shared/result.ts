/** The outcome of an operation that can fail for expected reasons. */
export type Result<TValue, TError> = { ok: true; value: TValue } | { ok: false; errors: TError[] };

export function ok<TValue>(value: TValue): { ok: true; value: TValue } {
  return { ok: true, value };
}

export function fail<TError>(errors: TError[]): { ok: false; errors: TError[] } {
  return { ok: false, errors };
}
