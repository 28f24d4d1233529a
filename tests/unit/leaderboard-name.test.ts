// The name a device shows on the deals' leaderboards: checked as the server checks it (a hostile
// name is refused, not quietly edited), kept on the device, and a stable default to offer.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/platform/storage';
import { leaderboardName } from '../../src/protocol/deal-results';
import { defaultNameNumber, keepLeaderboardName, keptLeaderboardName } from '../../src/shell/deals/leaderboard-name';

describe('leaderboard names', () => {
  it('take plain text of 1 to 24 characters, trimmed, with emoji and accents', () => {
    expect(leaderboardName('  Ann   Lee ')).toBe('Ann Lee');
    expect(leaderboardName('Zoë 👩\u200d🚀')).toBe('Zoë 👩\u200d🚀');
    expect(leaderboardName('e\u0301lodie')).toBe('élodie');
    expect(leaderboardName('x'.repeat(24))).toBe('x'.repeat(24));
  });

  it('refuse what would have to be edited to be shown', () => {
    for (const hostile of ['', '   ', '\u200b', 'x'.repeat(25), 'Ann\u202eeL', 'Ann\nLee', 'Ann\tLee', 'Ann\u0007', 'Ann\u200b', '\ue000Ann']) {
      expect(leaderboardName(hostile), JSON.stringify(hostile)).toBeNull();
    }
  });

  it('keep only a name the server would take, and read a hand-edited one as none', () => {
    const storage = memoryStorage();
    expect(keptLeaderboardName(storage)).toBeNull();
    expect(keepLeaderboardName('Ann\u202e', storage)).toBeNull();
    expect(keptLeaderboardName(storage)).toBeNull();
    expect(keepLeaderboardName(' Ann ', storage)).toBe('Ann');
    expect(keptLeaderboardName(storage)).toBe('Ann');
    storage.setItem('dealResults.name', 'Ann\u0000');
    expect(keptLeaderboardName(storage)).toBeNull();
  });

  it('offer a default number of four digits that stays the same on a device', () => {
    const keys = ['AAAAAAAAAAAAAAAAAAAAAA', 'device-0000000000000001', 'device-0000000000000002'];
    const numbers = keys.map(defaultNameNumber);
    for (const n of numbers) expect(n).toSatisfy((v: number) => Number.isInteger(v) && v >= 1000 && v <= 9999);
    expect(keys.map(defaultNameNumber)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(3);
  });
});
