// Turns as the AI counts them: one index over the whole game, -1 for the setup, 0..27 the turns.
import { tables, type GameState } from '../rules/index';

// Read once: the evaluation asks for every position searched.
const { ROUNDS, TURNS_PER_ROUND } = tables;

/** Index of the game's last turn. */
export const LAST_TURN = ROUNDS * TURNS_PER_ROUND - 1;

/** Index of the turn being played now (-1 during the setup). */
export const turnIndexOf = (state: GameState): number => state.turn.number - 1;

/** Round a turn index belongs to (the setup belongs to the first round). */
export const roundOfTurn = (turn: number): number => Math.floor(Math.max(turn, 0) / TURNS_PER_ROUND);
