// A shared result's link names the deal and the sharer's public id; reading it back checks every
// part, so a hand-edited or damaged link names nobody. The friends a device remembers, and who
// beat whom.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/platform/storage';
import { friendFromUrl, friendLink, withoutFriend, type FriendLink } from '../../src/shell/deals/friend-link';
import { rememberedGame } from '../../src/shell/game-choice';
import { friendVerdict, keepFriend, rememberFriend, rememberedFriends, takeLinkedDeal } from '../../src/shell/deals/friends';

const GAMES = [{ id: 'explorers' }, { id: 'tucana' }];
const BEA: FriendLink = { game: 'explorers', kind: 'daily', deal: '2026-11-29', player: '0123456789abcdef' };
const PAGE = 'https://play.example.org/games/';

describe('friend links', () => {
  it('carry the deal and the sharer on the page’s own address, and read back the same', () => {
    const link = friendLink(`${PAGE}?lng=fr&table=ABCD2345#x`, BEA);
    expect(link).toBe(`${PAGE}?deal=explorers/daily/2026-11-29&friend=0123456789abcdef`);
    expect(friendFromUrl(link, GAMES)).toEqual(BEA);
    const weekly = { ...BEA, game: 'tucana', kind: 'weekly', deal: '2026-W48' } as const;
    expect(friendFromUrl(friendLink(PAGE, weekly), GAMES)).toEqual(weekly);
    // Escaped slashes, as some apps rewrite a link, still read.
    expect(friendFromUrl(`${PAGE}?deal=explorers%2Fdaily%2F2026-11-29&friend=0123456789abcdef`, GAMES)).toEqual(BEA);
  });

  it('name nobody when any part is edited or damaged', () => {
    const edited = [
      '?deal=explorers/daily/2026-11-29',
      '?friend=0123456789abcdef',
      '?deal=chess/daily/2026-11-29&friend=0123456789abcdef',
      '?deal=explorers/monthly/2026-11&friend=0123456789abcdef',
      '?deal=explorers/daily/2026-02-30&friend=0123456789abcdef',
      '?deal=explorers/weekly/2026-11-29&friend=0123456789abcdef',
      '?deal=explorers/daily/2026-11-29/x&friend=0123456789abcdef',
      '?deal=explorers/daily/2026-11-29&friend=0123456789ABCDEF',
      '?deal=explorers/daily/2026-11-29&friend=0123456789abcde',
      '?deal=explorers/daily/2026-11-29&friend=<script>',
      '?deal=&friend=',
    ];
    for (const query of edited) expect(friendFromUrl(PAGE + query, GAMES), query).toBeNull();
    expect(friendFromUrl('not an address', GAMES)).toBeNull();
  });

  it('leave the address once read, keeping its other settings', () => {
    expect(withoutFriend(`${PAGE}?lng=de&deal=explorers/daily/2026-11-29&friend=0123456789abcdef`)).toBe(`${PAGE}?lng=de`);
    expect(withoutFriend(PAGE)).toBe(PAGE);
  });
});

describe('remembered friends', () => {
  it('keep the newest five, each once, and read a damaged list as none', () => {
    const storage = memoryStorage();
    expect(rememberedFriends(storage)).toEqual([]);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(16));
    for (const id of ids) rememberFriend(id, storage);
    rememberFriend(ids[3] as string, storage);
    expect(rememberedFriends(storage)).toEqual([ids[3], ids[5], ids[4], ids[2], ids[1]]);
    storage.setItem('dealResults.friends', '["0123456789abcdef", "nope", 7]');
    expect(rememberedFriends(storage)).toEqual(['0123456789abcdef']);
    storage.setItem('dealResults.friends', '{broken');
    expect(rememberedFriends(storage)).toEqual([]);
  });

  it("open the Deals screen once on the kind of deal the link named, in the link's game, with the deal", () => {
    const storage = memoryStorage();
    keepFriend({ ...BEA, game: 'tucana', kind: 'weekly', deal: '2026-W48' }, storage);
    expect([rememberedFriends(storage), rememberedGame(storage).id]).toEqual([[BEA.player], 'tucana']);
    expect(takeLinkedDeal('explorers', storage)).toBeNull();
    expect(takeLinkedDeal('tucana', storage)).toEqual({ kind: 'weekly', deal: '2026-W48' });
    // Then the screen opens as the player leaves it.
    expect(takeLinkedDeal('tucana', storage)).toBeNull();
    keepFriend(BEA, storage);
    expect([rememberedGame(storage).id, takeLinkedDeal('explorers', storage)]).toEqual(['explorers', { kind: 'daily', deal: BEA.deal }]);
    keepFriend({ ...BEA, game: 'chess', player: 'f'.repeat(16) }, storage);
    expect([rememberedFriends(storage), takeLinkedDeal('chess', storage)]).toEqual([[BEA.player], null]);
    storage.setItem('dealResults.linkedDeal', 'explorers/monthly');
    expect(takeLinkedDeal('explorers', storage)).toBeNull();
    // Kept before the deal was: its kind only.
    storage.setItem('dealResults.linkedDeal', 'explorers/weekly');
    expect(takeLinkedDeal('explorers', storage)).toEqual({ kind: 'weekly', deal: null });
  });

  it('say who beat whom, or that the deal is still to play', () => {
    expect([friendVerdict(60, 50), friendVerdict(40, 50), friendVerdict(50, 50), friendVerdict(50, null)]).toEqual(['beatYou', 'youWon', 'tied', 'toBeat']);
  });
});
