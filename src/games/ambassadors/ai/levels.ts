// The three AI levels: one valuation in gold, given more or less foresight and care.

export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface Profile {
  /** Rolls still to come judged over the whole spread of 2d6 sums (else: 7 points a roll). */
  readonly diceOdds: boolean;
  /** Tolls and ambushes on the way, and rivals' figures blocking it, priced into routes. */
  readonly careful: boolean;
  /** Gold kept back from the shop for fines and tolls. */
  readonly reserve: number;
  /** Buys every bonus card it can afford, whatever its hand and gold: a card moves it sooner than gold kept back does. */
  readonly buysAll: boolean;
  /** Each move's value gets a random 0 … noise gold: a careless player. */
  readonly noise: number;
  /** Gold a roll of the dice is worth: what a turn sooner brings. */
  readonly turnGold: number;
  /** Gold one wonder fewer missing on the chain is worth. */
  readonly progressGold: number;
}

export const PROFILES: Readonly<Record<Level, Profile>> = {
  // Picks among reasonable moves at random: anything within about two rolls' worth of the best.
  easy: { diceOdds: false, careful: false, reserve: 100, buysAll: false, noise: 70, turnGold: 30, progressGold: 120 },
  // A sound rule of thumb: 7 points a roll, the shortest route, the chain's progress.
  normal: { diceOdds: false, careful: false, reserve: 80, buysAll: false, noise: 0, turnGold: 30, progressGold: 120 },
  // Weighs every number of rolls by its odds, prices tolls, ambushes and blocks on the way, and
  // turns its gold into bonus cards.
  hard: { diceOdds: true, careful: true, reserve: 50, buysAll: true, noise: 0, turnGold: 35, progressGold: 160 },
};
