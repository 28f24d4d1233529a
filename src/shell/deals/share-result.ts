// A deal's result to share: a short text with no spoiler (the game, the deal, the score, the
// rank, the link) and its picture (share-card.ts), through the Web Share API where the browser has
// it (the picture too where it can share files), the text to the clipboard otherwise.
import { t, type Message } from '../../platform/i18n';

export interface SharedResult {
  readonly game: Message;
  readonly kind: 'daily' | 'weekly';
  /** The deal's day or week, as the player's language writes it. */
  readonly when: string;
  readonly score: number;
  readonly rank: number;
  /** Results on the leaderboard. */
  readonly total: number;
}

/** The text shared, in the language of the moment, ending with the page's address. */
export const shareText = (result: SharedResult, address: string): string =>
  `${t('deals.shareText', { game: result.game, deal: { key: `deals.${result.kind}` }, when: result.when, score: result.score, rank: result.rank, total: result.total })}\n${address}`;

/** How the text left: the system's share sheet, the clipboard, or neither (refused or cancelled). */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

export async function shareResult(text: string, picture: File | null, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    const files = picture ? [picture] : [];
    try {
      await nav.share(files.length > 0 && nav.canShare?.({ files }) ? { files, text } : { text });
      return 'shared';
    } catch {
      // Cancelled, or refused outside a tap: the clipboard still works.
    }
  }
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
