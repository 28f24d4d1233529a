// Pointy-top hexes in axial coordinates (q to the east, r to the south-east), read from the
// islands' text rows, with the few walks the rules and the content checks need.

/** The six neighbours of a hex: east, north-east, north-west, west, south-west, south-east. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

export interface ParsedHex {
  readonly q: number;
  readonly r: number;
  /** The two letters written for it: terrain, then what stands there. */
  readonly terrain: string;
  readonly feature: string;
}

/**
 * The hexes of text rows (see islands.ts), in reading order, or what is wrong with the rows. A
 * hex at character x of row r has the doubled column x / 2, so x / 2 + r must be even.
 */
export function parseRows(rows: unknown): ParsedHex[] | string {
  if (!Array.isArray(rows) || rows.length === 0) return 'rows must be a list of strings';
  const hexes: ParsedHex[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row: unknown = rows[r];
    if (typeof row !== 'string') return `row ${r} is not a string`;
    for (let x = 0; x < row.length; x++) {
      if (row[x] === ' ') continue;
      if (x % 2 !== 0 || (x / 2 + r) % 2 !== 0) return `row ${r}, character ${x}: a hex is not on the hex grid`;
      if (x + 1 >= row.length || row[x + 1] === ' ') return `row ${r}, character ${x}: a hex needs two letters`;
      hexes.push({ q: (x / 2 - r) / 2, r, terrain: row[x] as string, feature: row[x + 1] as string });
      x++;
    }
  }
  return hexes;
}

/** Per hex, 6 neighbour indices in DIRECTIONS order; -1 where the sea is. */
export function neighbourTable(hexes: readonly { readonly q: number; readonly r: number }[]): Int16Array {
  const index = new Map(hexes.map((h, i) => [`${h.q},${h.r}`, i]));
  const table = new Int16Array(hexes.length * 6).fill(-1);
  hexes.forEach((h, i) => {
    DIRECTIONS.forEach(([dq, dr], d) => {
      table[i * 6 + d] = index.get(`${h.q + dq},${h.r + dr}`) ?? -1;
    });
  });
  return table;
}

/** Steps over the island from the nearest of `from` to every hex (-1 where unreachable). */
export function stepsFrom(neighbours: Int16Array, from: readonly number[]): Int16Array {
  const steps = new Int16Array(neighbours.length / 6).fill(-1);
  const queue = from.slice();
  for (const h of from) steps[h] = 0;
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as number;
    for (let d = 0; d < 6; d++) {
      const n = neighbours[h * 6 + d] as number;
      if (n >= 0 && steps[n] === -1) {
        steps[n] = (steps[h] as number) + 1;
        queue.push(n);
      }
    }
  }
  return steps;
}

/** Where a hex's centre is drawn, in hex radii (y grows southwards). */
export const centreOf = (q: number, r: number): { readonly x: number; readonly y: number } => ({ x: Math.sqrt(3) * (q + r / 2), y: 1.5 * r });

/** Degrees clockwise from north, seen from (cx, cy), of the point (x, y): in [0, 360). */
export const clockwiseFromNorth = (x: number, y: number, cx: number, cy: number): number =>
  ((Math.atan2(x - cx, cy - y) * 180) / Math.PI + 360) % 360;
