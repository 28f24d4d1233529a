import { describe, expect, it } from 'vitest';
import { doPiecesInBudget, makeOverFrames, PIECES_BUDGET_MS, type FrameClock } from '../../src/ui/frame-pieces';

/** Frames that come when the test says, and a clock each piece moves on by its cost. */
function fakeFrames() {
  let time = 0;
  const steps = new Set<() => void>();
  const stops = new Set<() => void>();
  const clock: FrameClock = {
    onFrame: (step) => {
      steps.add(step);
      return () => void steps.delete(step);
    },
    onEnd: (stop) => {
      stops.add(stop);
      return () => void stops.delete(stop);
    },
    now: () => time,
  };
  return {
    clock,
    frame: (): void => {
      for (const step of [...steps]) step();
    },
    end: (): void => {
      for (const stop of [...stops]) stop();
    },
    listening: (): number => steps.size + stops.size,
    /** A piece that takes `ms` and records itself. */
    piece: (made: string[], name: string, ms: number) => (): string => {
      time += ms;
      made.push(name);
      return name;
    },
  };
}

const settled = async <T>(promise: Promise<T>): Promise<T | 'pending'> => Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);

describe('pieces made over frames', () => {
  it('makes nothing in the task that asks, then as many a frame as fit in the budget, at least one', async () => {
    const { clock, frame, piece, listening } = fakeFrames();
    const made: string[] = [];
    const result = makeOverFrames([piece(made, 'a', 5), piece(made, 'b', 5), piece(made, 'c', 20), piece(made, 'd', 1)], clock, () => undefined);
    expect(made).toEqual([]);
    frame();
    expect(made).toEqual(['a', 'b']); // 10 ms: the budget is spent after the second
    frame();
    expect(made).toEqual(['a', 'b', 'c']); // one at least, however long
    expect(await settled(result)).toBe('pending');
    frame();
    expect(await settled(result)).toEqual(['a', 'b', 'c', 'd']);
    expect(listening()).toBe(0);
  });

  it('makes everything in one frame when it is quick', async () => {
    const { clock, frame, piece } = fakeFrames();
    const made: string[] = [];
    const result = makeOverFrames([piece(made, 'a', 1), piece(made, 'b', 1), piece(made, 'c', 1)], clock, () => undefined);
    frame();
    expect(await settled(result)).toEqual(['a', 'b', 'c']);
  });

  it('takes back what it made when the end comes first, and never settles', async () => {
    const { clock, frame, end, piece, listening } = fakeFrames();
    const made: string[] = [];
    const undone: string[] = [];
    const result = makeOverFrames([piece(made, 'a', 10), piece(made, 'b', 10)], clock, (each) => void undone.push(each));
    frame();
    end();
    expect(undone).toEqual(['a']);
    expect(listening()).toBe(0);
    frame();
    expect(made).toEqual(['a']);
    expect(await settled(result)).toBe('pending');
  });
});

describe('pieces within one frame', () => {
  it('goes on from where the last frame stopped, at least one piece, then more while under the budget', () => {
    let time = 0;
    const done: number[] = [];
    const doPiece = (cost: number) => (index: number): void => {
      time += cost;
      done.push(index);
    };
    expect(doPiecesInBudget(2, 10, doPiece(PIECES_BUDGET_MS * 2), () => time)).toBe(3);
    expect(doPiecesInBudget(3, 10, doPiece(PIECES_BUDGET_MS / 4), () => time)).toBe(7);
    expect(doPiecesInBudget(7, 10, doPiece(0), () => time)).toBe(10);
    expect(done).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
