// Small array helpers for immutable states, shared by every game's rules.

/** `n` items made by `make`: a plain loop, as Array.from is slow and games make many small arrays. */
export function filled<T>(n: number, make: () => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(make());
  return out;
}

/** Replace one element of a readonly array. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}

/** `value`, or `old` when a change leaves the field out. */
export const orOld = <T>(value: T | undefined, old: T): T => (value === undefined ? old : value);
