// Cheapest ways over a sheet: segments already drawn cost nothing, a free pair of hexes costs
// what its terrains cost (rarer pairs more). Dijkstra on a binary heap in typed arrays, reused
// between calls: the AI runs thousands of these per decision.
import type { Island } from '../rules/index';

const MAX_HEXES = 256;
// Each hex enters the heap at most once per neighbour, plus once as a source.
const HEAP_SIZE = MAX_HEXES * 7;

export class Paths {
  /** Cost from the sources to each hex, after `spread`. */
  readonly dist = new Float64Array(MAX_HEXES);
  /** The edge each hex was reached by (-1 for a source), after `spread`. */
  readonly via = new Int16Array(MAX_HEXES);
  private readonly done = new Uint8Array(MAX_HEXES);
  private readonly heapHex = new Int32Array(HEAP_SIZE);
  private readonly heapCost = new Float64Array(HEAP_SIZE);
  private size = 0;
  private island: Island | null = null;

  /** Starts a search on `island`: no source yet. */
  reset(island: Island): void {
    this.island = island;
    this.dist.fill(Infinity, 0, island.size);
    this.done.fill(0, 0, island.size);
    this.size = 0;
  }

  addSource(hex: number): void {
    if (this.dist[hex] === 0) return;
    this.dist[hex] = 0;
    this.via[hex] = -1;
    this.push(hex, 0);
  }

  /**
   * Costs from the sources outwards (`costs` per edge, 0 where `segments` has a segment); stops
   * once `target` is reached when it is a hex. Returns the target's cost (Infinity if none).
   */
  spread(segments: ArrayLike<number>, costs: Float64Array, target = -1): number {
    const island = this.island as Island;
    const { dist, done } = this;
    while (this.size > 0) {
      const h = this.heapHex[0] as number;
      const d = this.heapCost[0] as number;
      this.pop();
      if (done[h]) continue;
      done[h] = 1;
      if (h === target) return d;
      for (let k = h * 6; k < h * 6 + 6; k++) {
        const n = island.neighbours[k] as number;
        if (n < 0 || done[n]) continue;
        const e = island.edgeAt[k] as number;
        const nd = segments[e] !== 0 ? d : d + (costs[e] as number);
        if (nd < (dist[n] as number)) {
          dist[n] = nd;
          this.via[n] = e;
          this.push(n, nd);
        }
      }
    }
    return target >= 0 ? (dist[target] as number) : Infinity;
  }

  private push(hex: number, cost: number): void {
    const { heapHex, heapCost } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((heapCost[parent] as number) <= cost) break;
      heapHex[i] = heapHex[parent] as number;
      heapCost[i] = heapCost[parent] as number;
      i = parent;
    }
    heapHex[i] = hex;
    heapCost[i] = cost;
  }

  private pop(): void {
    const { heapHex, heapCost } = this;
    const last = --this.size;
    const hex = heapHex[last] as number;
    const cost = heapCost[last] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && (heapCost[child + 1] as number) < (heapCost[child] as number)) child++;
      if ((heapCost[child] as number) >= cost) break;
      heapHex[i] = heapHex[child] as number;
      heapCost[i] = heapCost[child] as number;
      i = child;
    }
    heapHex[i] = hex;
    heapCost[i] = cost;
  }
}
