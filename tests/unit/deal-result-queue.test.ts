// The deals' results waiting on the device: kept across a restart until the server answers, sent
// in order, never twice (two sendings at once are one), and left waiting while the network is down.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/platform/storage';
import { ResultQueue, type PendingResult, type Sent } from '../../src/shell/deals/result-queue';

const result = (id: string, score = 40): PendingResult => ({ id, game: 'explorers', kind: 'daily', deal: '2026-11-28', score, record: { actions: [] } });

describe('the queue of deal results', () => {
  it('keeps a result across a restart of the app while the network is down, and sends it once when it is back', async () => {
    const storage = memoryStorage();
    const offline = new ResultQueue(storage);
    offline.add(result('a'));
    offline.add(result('a'));
    let tries = 0;
    expect(await offline.flush(async () => (tries++, 'later'))).toBe(0);
    expect(await offline.flush(async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(0);
    expect(tries).toBe(1);
    // The next start of the app finds it.
    const restarted = new ResultQueue(storage);
    expect(restarted.pending().map((p) => p.id)).toEqual(['a']);
    const sent: string[] = [];
    expect(await restarted.flush(async (p) => (sent.push(p.id), 'answered'))).toBe(1);
    expect(await restarted.flush(async (p) => (sent.push(p.id), 'answered'))).toBe(0);
    expect(sent).toEqual(['a']);
    expect(new ResultQueue(storage).pending()).toEqual([]);
  });

  it('sends in order and stops at the first that must wait, so none overtakes the try', async () => {
    const queue = new ResultQueue(memoryStorage());
    for (const id of ['try', 'practice', 'other']) queue.add(result(id));
    const sent: string[] = [];
    expect(await queue.flush(async (p) => (sent.push(p.id), p.id === 'practice' ? 'later' : 'answered'))).toBe(1);
    expect(sent).toEqual(['try', 'practice']);
    expect(queue.pending().map((p) => p.id)).toEqual(['practice', 'other']);
  });

  it('never sends a result twice when sendings overlap (a start and the network coming back)', async () => {
    const queue = new ResultQueue(memoryStorage());
    queue.add(result('a'));
    queue.add(result('b'));
    const sent: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (p: PendingResult): Promise<Sent> => {
      sent.push(p.id);
      await gate;
      return 'answered';
    };
    const first = queue.flush(send);
    const second = queue.flush(send);
    release();
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('drops damaged entries and survives a storage that is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem('dealResults.waiting', '{not json');
    expect(new ResultQueue(storage).pending()).toEqual([]);
    storage.setItem('dealResults.waiting', JSON.stringify([result('a'), { id: 'b', score: 'many' }, null]));
    expect(new ResultQueue(storage).pending().map((p) => p.id)).toEqual(['a']);
  });
});
