// What the play screen says, derived from the controller as data (i18n messages, statuses), so
// the wording logic is tested without Phaser and the views only draw.
import { soloRank, soloRankBands, type OptionIndex, type RankBand, type Pick, type PlayerView, type Terrain } from '../rules/index';
import type { GameController } from './controller';
import type { Message } from '../../../platform/i18n';
import { seatName, seatNames } from './seat-names';

/** What the header says when no one player is active (each an i18n key `play.hud.mode.<mode>`). */
export const HUD_MODES = ['setup', 'solo', 'free', 'over'] as const;
export type HudMode = (typeof HUD_MODES)[number];

export const terrainMessage = (terrain: Terrain): Message => ({ key: `terrains.${terrain}` });

/** One terrain, or a wild card's duo. */
export function terrainsMessage(terrains: readonly Terrain[]): Message {
  const [a, b] = terrains;
  if (!a) return { key: 'common.verbatim', params: { text: '' } };
  return b ? { key: 'play.duo', params: { a: terrainMessage(a), b: terrainMessage(b) } } : terrainMessage(a);
}

const nameOf = (controller: GameController, player: number): Message => seatName(controller.seats, player);
const listOf = (controller: GameController, players: readonly number[]): Message => seatNames(controller.seats, players);

function pickPrompt(controller: GameController, view: PlayerView): Message {
  const { active, activeChoice, card } = view.turn;
  if (view.players === 1) return { key: 'play.prompt.pickSolo' };
  if (active === null || activeChoice === null || !card) return { key: 'play.prompt.pickFree' };
  return {
    key: 'play.prompt.pick',
    params: { name: nameOf(controller, active), terrain: terrainsMessage(card.options[activeChoice]) },
  };
}

/** The instruction line for the human in front of the device. */
export function promptMessage(controller: GameController): Message {
  const view = controller.view;
  const draft = controller.draft;
  switch (controller.prompt) {
    case 'over':
      return { key: 'play.prompt.over' };
    case 'handover':
      return { key: 'play.prompt.handover', params: { name: nameOf(controller, controller.handoverPlayer ?? 0) } };
    case 'wait': {
      const waiting = controller.waitingFor;
      if (view.phase === 'choose') return { key: 'play.prompt.waitChoice', params: { name: listOf(controller, waiting) } };
      if (view.phase === 'startVillage') return { key: 'play.prompt.waitVillage', params: { name: listOf(controller, waiting) } };
      return { key: 'play.prompt.wait', params: { names: listOf(controller, waiting) } };
    }
    case 'village':
      return { key: 'play.prompt.village' };
    case 'option':
      return { key: 'play.prompt.option' };
    case 'pick':
      return pickPrompt(controller, view);
    case 'terrain':
      return view.phase === 'bonus'
        ? { key: 'play.prompt.bonus', params: { count: view.turn.bonusOwed[controller.actingPlayer ?? 0] ?? 0 } }
        : { key: 'play.prompt.setup' };
    case 'place':
      if (draft && draft.horseOwed > 0) return { key: 'play.prompt.horse' };
      return {
        key: 'play.prompt.place',
        params: { count: draft?.xsLeft ?? 0, terrain: terrainsMessage(controller.draftTerrains) },
      };
    case 'confirm':
      return draft && draft.xsLeft > 0
        ? { key: 'play.prompt.confirmLost', params: { count: draft.xsLeft } }
        : { key: 'play.prompt.confirm' };
  }
}

export type SeatStatus = 'choosing' | 'thinking' | 'playing' | 'done' | 'idle';

/** A seat's status in words (none while idle). */
export const seatStatusMessage = (status: SeatStatus): Message | null => (status === 'idle' ? null : { key: `play.status.${status}` });

/** What a seat is doing, for its badge on the mini-map strip. */
export function seatStatus(controller: GameController, player: number): SeatStatus {
  const view = controller.view;
  const phase = view.phase;
  if (phase === 'over') return 'idle';
  const expected = view.expected.includes(player);
  if (phase === 'choose' || phase === 'startVillage') return expected ? 'choosing' : 'idle';
  if (!expected) return view.turn.done[player] ? 'done' : 'idle';
  return controller.seats[player]?.kind === 'ai' ? 'thinking' : 'playing';
}

export interface OptionBadge {
  /** Xs this pick gives the viewer, or null when the option is not theirs to take. */
  readonly xs: number | null;
  readonly clickable: boolean;
}

/**
 * For each card option: the Xs it would give `player` and whether it can be clicked now.
 * Clickable options are exactly the card picks in `legalPicks` (or both while the active player chooses).
 */
export function optionBadges(controller: GameController, player: number): readonly [OptionBadge, OptionBadge] {
  const { turn, phase } = controller.view;
  const choosing = controller.prompt === 'option';
  const picks = controller.picks;
  const badge = (option: OptionIndex): OptionBadge => {
    const pick: Pick = { kind: 'card', option };
    const offered = picks.some((p) => p.kind === 'card' && p.option === option);
    const known = turn.card !== null && (phase === 'place' || choosing);
    const mine = player !== turn.active || choosing || option === turn.activeChoice;
    return { xs: known && mine ? controller.xsFor(player, { type: 'turn', pick }) : null, clickable: choosing || offered };
  };
  return [badge(0), badge(1)];
}

/** The terrains a scroll can be used on now (empty when no scroll is usable). */
export const scrollTerrains = (controller: GameController): Terrain[] =>
  controller.picks.flatMap((p) => (p.kind === 'scroll' ? [p.terrain] : []));

/** Solo: the rank bands (bounds rise with the achievements in play) and the rank a total reaches. */
export interface SoloLadder {
  readonly bands: readonly RankBand[];
  readonly reached: number;
}

export const soloLadder = (total: number, achievementsInPlay: number): SoloLadder => ({
  bands: soloRankBands(achievementsInPlay),
  reached: soloRank(total, achievementsInPlay),
});

/** Solo: each rank's band in words ("up to 80", "81–90", …, "over 120"). */
export const rankRanges = (bands: readonly RankBand[]): Message[] =>
  bands.map((band, i): Message => {
    if (band.max === null) return { key: 'ranks.above', params: { min: bands[i - 1]?.max ?? band.min } };
    return i === 0 ? { key: 'ranks.upTo', params: { max: band.max } } : { key: 'ranks.between', params: { min: band.min, max: band.max } };
  });
