// The deals: the same date and game give the same deal everywhere; the next day or week, or
// another game, gives another; every game's deal is a solo game its rules accept.
import { describe, expect, it } from 'vitest';
import { DEAL_KINDS, dealAt, dealOfOptions, dealPeriod, hashText, periodById, timeToNextDeal, withDeals } from '../../src/games/deals';
import { GAMES } from '../../src/games/registry';

const at = (iso: string): number => Date.parse(iso);
const DEALT = withDeals(GAMES);
const [first, second] = DEALT as [(typeof DEALT)[number], (typeof DEALT)[number]];

describe('deals', () => {
  it('names days in UTC and weeks by ISO number, across the turn of a year', () => {
    expect(dealPeriod('daily', at('2026-11-28T23:59:59.999Z')).id).toBe('2026-11-28');
    expect(dealPeriod('daily', at('2026-11-29T00:00:00Z')).id).toBe('2026-11-29');
    expect(dealPeriod('weekly', at('2026-11-28T12:00:00Z'))).toMatchObject({ id: '2026-W48', startsAt: at('2026-11-23T00:00:00Z'), endsAt: at('2026-11-30T00:00:00Z') });
    // 1 January 2027 is a Friday: it belongs to the last week of 2026 (W53); 4 January 2027 starts W01.
    expect(dealPeriod('weekly', at('2027-01-01T08:00:00Z')).id).toBe('2026-W53');
    expect(dealPeriod('weekly', at('2027-01-04T00:00:00Z')).id).toBe('2027-W01');
    // 29 December 2025 (a Monday) starts 2026's week 1.
    expect(dealPeriod('weekly', at('2025-12-29T00:00:00Z')).id).toBe('2026-W01');
  });

  it('reads a period back from its id, and refuses ids that name none', () => {
    for (const kind of DEAL_KINDS) {
      const period = dealPeriod(kind, at('2027-01-02T10:00:00Z'));
      expect(periodById(kind, period.id)).toEqual(period);
    }
    for (const id of ['2026-02-30', '2026-13-01', '26-11-28', '2026-11-28 ', 20261128, null]) expect(periodById('daily', id)).toBeNull();
    for (const id of ['2026-W54', '2027-W53', '2026-W00', '2026-w48', '2026-11-28']) expect(periodById('weekly', id)).toBeNull();
    expect(periodById('weekly', '2026-W53')?.startsAt).toBe(at('2026-12-28T00:00:00Z'));
  });

  it('gives the same deal for the same date and game, at any hour of it', () => {
    for (const kind of DEAL_KINDS) {
      const morning = dealAt(first, kind, at('2026-11-25T00:00:00Z'));
      expect(dealAt(first, kind, at('2026-11-25T23:59:59Z'))).toEqual(morning);
    }
    // Fixed figures: a device with another engine or clock zone must find the same seed.
    expect(hashText('explorers/daily/2026-11-28')).toBe(2816987644);
    expect(dealAt(first, 'daily', at('2026-11-28T12:00:00Z')).seed).toBe(2816987644);
  });

  it('gives another deal the next day or week, and to another game', () => {
    for (const kind of DEAL_KINDS) {
      const now = at('2026-11-28T12:00:00Z');
      const today = dealAt(first, kind, now);
      const next = dealAt(first, kind, today.endsAt);
      expect(next.id).not.toBe(today.id);
      expect(next.seed).not.toBe(today.seed);
      expect(dealAt(second, kind, now).seed).not.toBe(today.seed);
    }
    const seeds = new Set(Array.from({ length: 400 }, (_, day) => dealAt(first, 'daily', at('2026-01-01T00:00:00Z') + day * 86_400_000).seed));
    expect(seeds.size).toBe(400);
  });

  it("gives each game solo deals its rules accept, the week's other than the day's", async () => {
    for (const game of DEALT) {
      const rules = await game.loadRules();
      for (const kind of DEAL_KINDS) {
        const deal = dealAt(game, kind, at('2026-11-28T12:00:00Z'));
        const options = rules.validateOptions(deal.options);
        expect(options.ok, `${game.id} ${kind}`).toBe(true);
        const created = rules.create(options.ok ? options.value : null);
        expect(created.ok && rules.scores(rules.view(created.value, 0)).length).toBe(1);
      }
      expect(game.deals.weekly).not.toEqual(game.deals.daily);
    }
  });

  it("finds the deal a finished game was from its record's options, a game started before midnight included", async () => {
    for (const game of DEALT) {
      const rules = await game.loadRules();
      const asPlayed = (options: unknown): unknown => {
        const valid = rules.validateOptions(options);
        return valid.ok ? valid.value : null;
      };
      for (const kind of DEAL_KINDS) {
        const deal = dealAt(game, kind, at('2026-11-28T23:50:00Z'));
        const created = rules.create(asPlayed(deal.options));
        if (!created.ok) throw new Error(created.error.detail);
        const { options } = rules.toRecord(created.value) as { options: unknown };
        expect(dealOfOptions(game, options, at('2026-11-28T23:50:00Z'), asPlayed), `${game.id} ${kind}`).toMatchObject({ kind, id: deal.id });
        // Finished the next day (or week): still that deal.
        expect(dealOfOptions(game, options, deal.endsAt + 600_000, asPlayed)).toMatchObject({ kind, id: deal.id });
        // The deal's seed in another game's options, or another seed: no deal.
        expect(dealOfOptions(game, { ...(options as object), seed: deal.seed + 1 }, deal.startsAt, asPlayed)).toBeNull();
        expect(dealOfOptions(game, asPlayed(rules.defaultOptions(2, deal.seed)), deal.startsAt, asPlayed)).toBeNull();
        // Long after it ended, no deal.
        expect(dealOfOptions(game, options, deal.endsAt + 30 * 86_400_000, asPlayed)).toBeNull();
      }
    }
  });

  it('counts down to the next deal', () => {
    expect(timeToNextDeal('daily', at('2026-11-28T23:00:00Z'))).toBe(3_600_000);
    expect(timeToNextDeal('weekly', at('2026-11-29T23:59:59Z'))).toBe(1_000);
    expect(timeToNextDeal('weekly', at('2026-11-30T00:00:00Z'))).toBe(7 * 86_400_000);
  });
});
