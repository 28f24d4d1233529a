// The chances of a card draw, from the cards not seen yet (counts only: the order is hidden), and
// what they mean for each pair of terrains.
import { CARD_KINDS, DECK, TERRAINS, cardsAllow, type CardKind } from '../rules/index';
import { CLASS_COUNT, classOf } from './island-info';
import type { Timing } from './timing';

/** Two cards that may be turned over next (CARD_KINDS indices, a ≤ b) and the chance of it. */
export interface Draw {
  readonly a: number;
  readonly b: number;
  readonly chance: number;
}

/** Every pair of cards two draws from `counts` may give, with its chance (none if fewer than 2 cards). */
export function drawsFrom(counts: Readonly<Record<CardKind, number>>): Draw[] {
  const n = CARD_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const out: Draw[] = [];
  if (n < 2) return out;
  for (let a = 0; a < CARD_KINDS.length; a++) {
    const ca = counts[CARD_KINDS[a] as CardKind];
    for (let b = a; b < CARD_KINDS.length; b++) {
      const cb = counts[CARD_KINDS[b] as CardKind];
      const ways = a === b ? ca * (ca - 1) : 2 * ca * cb;
      if (ways > 0) out.push({ a, b, chance: ways / (n * (n - 1)) });
    }
  }
  return out;
}

/** Per terrain class: the chance that one draw allows a segment of that class. */
export function classChances(draws: readonly Draw[]): Float64Array {
  const out = new Float64Array(CLASS_COUNT);
  for (let x = 0; x < TERRAINS.length; x++) {
    for (let y = x; y < TERRAINS.length; y++) {
      let chance = 0;
      for (const d of draws) if (cardsAllow(d.a, d.b, x, y)) chance += d.chance;
      out[classOf(x, y)] = chance;
    }
  }
  return out;
}

/** A full deck's chances: what the rounds to come deal. */
const DECK_CHANCES = classChances(drawsFrom(DECK));

/**
 * Per terrain class, the chance of a draw allowing it over the rest of the game: this round's
 * unseen cards (`unseen`) for the turns left in it, a full deck for the rounds after; a full
 * deck throughout when `unseen` is null.
 */
export function chancesFor(timing: Timing, unseen: Readonly<Record<CardKind, number>> | null): Float64Array {
  if (unseen === null || timing.left === 0) return DECK_CHANCES;
  const now = classChances(drawsFrom(unseen));
  const later = (timing.island.rounds - 1 - timing.round) * timing.perRound;
  const share = timing.left / (timing.left + later);
  return now.map((c, i) => share * c + (1 - share) * (DECK_CHANCES[i] as number));
}
