// Work cut into pieces and done a few pieces a frame, from the next frame on: as many as fit in a
// time budget, and at least one, so a fast device does it all in one frame and a slow one spreads
// it over several instead of making one long task. Kept free of Phaser for the unit tests: a
// scene's frames come through `FrameClock`.

/** Time a frame may spend on pieces: half a refresh period at 60 Hz, leaving the rest to drawing. */
export const PIECES_BUDGET_MS = 8;

/**
 * Does pieces `from`, `from + 1`… of `count` within one frame: at least one, then more while the
 * frame has spent less than `PIECES_BUDGET_MS`. Returns the index of the next piece to do.
 */
export function doPiecesInBudget(from: number, count: number, doPiece: (index: number) => void, now: () => number): number {
  const start = now();
  let next = from;
  do doPiece(next++);
  while (next < count && now() - start < PIECES_BUDGET_MS);
  return next;
}

/** The frames to work in, and the end after which no frame comes (a scene shutting down). */
export interface FrameClock {
  onFrame(step: () => void): () => void;
  onEnd(stop: () => void): () => void;
  now(): number;
}

/**
 * Makes each piece, in order, over the coming frames; resolves with what they made. If the end
 * comes first, `undo` takes back what was made and the promise never settles (nothing is left
 * to show it).
 */
export function makeOverFrames<T>(pieces: readonly (() => T)[], clock: FrameClock, undo: (made: T) => void): Promise<T[]> {
  const made: T[] = [];
  return new Promise((resolve) => {
    const finish = (): void => {
      offFrame();
      offEnd();
    };
    const offEnd = clock.onEnd(() => {
      finish();
      for (const each of made) undo(each);
    });
    const offFrame = clock.onFrame(() => {
      doPiecesInBudget(made.length, pieces.length, (index) => made.push((pieces[index] as () => T)()), () => clock.now());
      if (made.length < pieces.length) return;
      finish();
      resolve(made);
    });
  });
}
