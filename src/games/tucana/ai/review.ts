// The review's judge: the hard level's choice at one of a seat's turns, and what it and the turn
// played there are worth by the hard level's own measure (ai/search.ts).
import type { AiJudgement } from '../../contract';
import type { Message } from '../../../platform/i18n';
import { judgement } from '../../review';
import { TERRAINS, islandOf, sampleHidden, stateFromView, type TucanaAction, type TucanaView } from '../rules/index';
import { PROFILES } from './levels';
import { judgeWith } from './search';

/** The level a review judges at: the strongest. */
export const REVIEW_LEVEL = 'hard';

/** A turn in words: the terrains its first segment joins, and how many segments it draws. */
function said(view: TucanaView, action: TucanaAction): Message {
  const island = islandOf(view.island);
  const edge = action.edges[0] ?? 0;
  const terrain = (hex: number): Message => ({ key: `tucana:terrains.${TERRAINS[island.terrain[island.edgeHexes[2 * edge + hex] as number] as number] as string}` });
  return { key: 'tucana:review.turn', params: { first: terrain(0), second: terrain(1), count: action.edges.length } };
}

/** The hard level's judgement of `played`, from the view of the seat that drew it (the pile sampled as `decide` samples it). */
export function judge(view: TucanaView, played: TucanaAction, rng: number): AiJudgement<TucanaAction> {
  if (view.seat === null) throw new Error('AI: a spectator has no decision to judge');
  const sample = sampleHidden(view, rng);
  const judged = judgeWith(stateFromView(view, sample.hidden), view.seat, PROFILES[REVIEW_LEVEL], sample.rng, played);
  return judgement(judged, played, (action) => said(view, action));
}
