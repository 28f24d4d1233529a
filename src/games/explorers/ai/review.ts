// The review's judge: the master's choice at one of a seat's decisions, and what it and the
// action played there are worth by the master's own measure (ai/decisions.ts).
import type { AiJudgement } from '../../contract';
import type { Message } from '../../../platform/i18n';
import { TERRAINS, mapOf, sampleHidden, stateFromView, type Action, type PlayerView } from '../rules/index';
import { judgeWith } from './decisions';
import { PROFILES } from './levels';
import { judgement } from '../../review';

/** The level a review judges at: the strongest. */
export const REVIEW_LEVEL = 'master';

/** An action in words: the Xs it marks and on which terrain (its first X's), the option or village it picks. */
function said(view: PlayerView, action: Action): Message {
  switch (action.type) {
    case 'startVillage':
      return { key: 'explorers:review.village', params: { number: mapOf(view).villageNumber[action.village] ?? 0 } };
    case 'choose':
      return { key: 'explorers:review.option', params: { number: action.option + 1 } };
    default: {
      const first = action.cells[0];
      const terrain = first === undefined ? null : TERRAINS[mapOf(view).terrain[first] as number];
      const scroll = action.type === 'turn' && action.pick.kind === 'scroll';
      const params = { count: action.cells.length, terrain: terrain ? { key: `explorers:terrains.${terrain}` } : '' };
      return { key: scroll ? 'explorers:review.scroll' : 'explorers:review.xs', params };
    }
  }
}

/** The master's judgement of `played`, from the view of the seat that played it (the hidden cards sampled as `decide` samples them). */
export function judge(view: PlayerView, played: Action, rng: number): AiJudgement<Action> {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to judge');
  const sample = sampleHidden(view, rng);
  const judged = judgeWith(stateFromView(view, sample.hidden), view.seat, PROFILES[REVIEW_LEVEL], sample.rng, played);
  return judgement(judged, played, (action) => said(view, action));
}
