// What Race to 10's setup edits (the shell's seat draft and a game number) and the game it starts:
// two seats, a person against the computer first; the rules' `validateOptions` has the last word.
import { translate } from '../../../../src/platform/i18n';
import type { Result } from '../../../../src/games/common/result';
import { startingGame, type SeatedDraft, type SetupProblem } from '../../../../src/shell/setup-draft';
import type { Seat } from '../../../../src/shell/seats';
import { race } from '../index';
import { validateOptions, type RaceOptions } from '../rules';

export interface RaceSetupDraft extends SeatedDraft {
  /** As typed: checked when the game starts. */
  readonly seed: string;
}

/** What the setup hands to the play scene. */
export interface NewRace {
  readonly options: RaceOptions;
  readonly seats: readonly Seat[];
}

export function defaultRaceDraft(seed: number): RaceSetupDraft {
  return { seats: race.seats.palette.map((color, i) => ({ kind: i === 0 ? 'human' : (race.aiLevels[0] as string), name: null, color })), players: 2, seed: String(seed) };
}

export const withRaceSeed = (draft: RaceSetupDraft, seed: string): RaceSetupDraft => ({ ...draft, seed });

export const toNewRace = (draft: RaceSetupDraft): Result<NewRace, SetupProblem> =>
  startingGame(draft, (seed) => validateOptions({ players: 2, seed }), (index, kind) => translate(race.seats.defaultName(index, kind === 'human')));
