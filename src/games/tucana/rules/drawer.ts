// Drawing one player's turn a segment at a time: the segment the cards ask for, then every bonus
// segment its sights earn. One mutable `Drawer` serves everything: `apply` replays an action's
// edges through it, bots explore with `clone`, and the immutable drafts wrap it for screens.
import { bitCount, hasVillage, join, nextBoard, pairHexes } from './board';
import { islandOf } from './content';
import { cardsAllow, edgesForCards, type Island } from './island';
import { err, ok, type Result, type RuleError, type RuleErrorCode } from './result';
import { copyBytes } from './shared';
import { CARD_KINDS, LETTERS, SIGHT_KINDS, type Board, type CardKind, type ConnectedPair, type DrawnSegment, type Edge, type Hex, type Letter, type ScoredSight, type TucanaAction, type TucanaState } from './types';

/** Most segments score nothing: they share one empty list (never written). */
const NOTHING: readonly never[] = Object.freeze([]);

/** Whether a segment between these two hexes answers the cards. */
function answersCards(island: Island, cards: readonly [CardKind, CardKind], edge: Edge): boolean {
  const x = island.terrain[island.edgeHexes[2 * edge] as Hex] as number;
  const y = island.terrain[island.edgeHexes[2 * edge + 1] as Hex] as number;
  return cardsAllow(CARD_KINDS.indexOf(cards[0]), CARD_KINDS.indexOf(cards[1]), x, y);
}

/** Whether this sheet has a free pair of hexes the cards allow (otherwise the game passes for it). */
export function canAnswer(island: Island, board: Board, cards: readonly [CardKind, CardKind]): boolean {
  for (const e of edgesForCards(island, cards)) if (board.segments[e] === 0) return true;
  return false;
}

/** A player's turn in progress (mutable: clone before exploring alternatives). */
export class Drawer {
  readonly player: number;
  /** The segments drawn so far, in order, and what each caused. */
  readonly drawn: DrawnSegment[] = [];
  /** Bonus segments earned and not drawn yet. */
  owed = 0;
  private readonly island: Island;
  private readonly cards: readonly [CardKind, CardKind];
  private readonly round: number;
  private readonly pairs: Int16Array;
  private readonly base: Board;
  private segments: Uint8Array;
  private groups: Uint8Array;
  private sights: number;
  private pairMask: number;
  /** Whether `segments` and `groups` are this drawer's own copies (copy on first write). */
  private owned = false;

  private constructor(island: Island, player: number, cards: readonly [CardKind, CardKind], round: number, base: Board, pairs: Int16Array, source: Drawer | null) {
    this.island = island;
    this.player = player;
    this.cards = cards;
    this.round = round;
    this.base = base;
    this.pairs = pairs;
    this.segments = source ? source.segments : base.segments;
    this.groups = source ? source.groups : base.groups;
    this.sights = source ? source.sights : base.sights;
    this.pairMask = source ? source.pairMask : base.pairs;
    if (source) {
      this.drawn.push(...source.drawn);
      this.owed = source.owed;
      source.owned = false; // both now share the arrays: whoever writes first copies them
    }
  }

  /** A turn for `player` now, or why they may not draw. */
  static begin(island: Island, state: TucanaState, player: number): Result<Drawer> {
    const refused = turnRefusal(state, player);
    if (refused) return err(refused.code, refused.detail);
    const board = state.boards[player] as Board;
    return ok(new Drawer(island, player, state.turn.cards, state.turn.round, board, pairHexes(island, state.letters[player] as readonly Letter[]), null));
  }

  clone(): Drawer {
    return new Drawer(this.island, this.player, this.cards, this.round, this.base, this.pairs, this);
  }

  /** The card's segment is drawn (every turn starts with it). */
  get started(): boolean {
    return this.drawn.length > 0;
  }

  /** Edges that may be drawn next: the cards' while the turn starts, then any free pair while a bonus is owed. */
  legalEdges(): Edge[] {
    const out: Edge[] = [];
    if (!this.started) {
      for (const e of edgesForCards(this.island, this.cards)) if (this.segments[e] === 0) out.push(e);
    } else if (this.owed > 0) {
      for (let e = 0; e < this.island.edgeCount; e++) if (this.segments[e] === 0) out.push(e);
    }
    return out;
  }

  /** Why `edge` may not be drawn next, or null. */
  refusal(edge: Edge): { readonly code: RuleErrorCode; readonly detail: string } | null {
    if (!Number.isInteger(edge) || edge < 0 || edge >= this.island.edgeCount) return { code: 'badAction', detail: `${edge} is no pair of hexes of this island.` };
    if (this.started && this.owed === 0) return { code: 'noBonusOwed', detail: 'The turn is over: no bonus segment is owed.' };
    if (this.segments[edge] !== 0) return { code: 'alreadyDrawn', detail: 'These two hexes are joined already.' };
    if (!this.started && !answersCards(this.island, this.cards, edge))
      return { code: 'wrongTerrain', detail: `The two hexes must be ${this.cards[0]} and ${this.cards[1]}.` };
    return null;
  }

  /** Why no edge that may be drawn next has `hex` at one end (so a segment cannot start there), or null. */
  startRefusal(hex: Hex): { readonly code: RuleErrorCode; readonly detail: string } | null {
    if (!Number.isInteger(hex) || hex < 0 || hex >= this.island.size) return { code: 'badAction', detail: `${hex} is no hex of this island.` };
    if (this.started && this.owed === 0) return { code: 'noBonusOwed', detail: 'The turn is over: no bonus segment is owed.' };
    let free = false;
    for (let d = 0; d < 6; d++) {
      const edge = this.island.edgeAt[hex * 6 + d] as Edge;
      if (edge < 0 || this.segments[edge] !== 0) continue;
      if (this.started || answersCards(this.island, this.cards, edge)) return null;
      free = true;
    }
    return free
      ? { code: 'noSegmentHere', detail: `No free neighbour of this hex makes ${this.cards[0]} and ${this.cards[1]} with it.` }
      : { code: 'hexAllJoined', detail: 'This hex is joined to every neighbour already.' };
  }

  /** Draws `edge` and scores what it joins (earning bonus segments), or says why not. */
  draw(edge: Edge): Result<DrawnSegment> {
    const refused = this.refusal(edge);
    if (refused) return err(refused.code, refused.detail);
    const bonus = this.started;
    if (bonus) this.owed--;
    if (!this.owned) {
      this.segments = copyBytes(this.segments);
      this.groups = copyBytes(this.groups);
      this.owned = true;
    }
    this.segments[edge] = this.round + 1;
    const a = this.island.edgeHexes[2 * edge] as Hex;
    const b = this.island.edgeHexes[2 * edge + 1] as Hex;
    const joined = join(this.island, this.groups, a, b);
    const segment: DrawnSegment = {
      edge,
      hexes: [a, b],
      bonus,
      sights: joined ? this.scoreSights(this.groups[a] as number) : NOTHING,
      pairs: joined ? this.connectPairs(this.groups[a] as number) : NOTHING,
    };
    this.drawn.push(segment);
    return ok(segment);
  }

  /** Sights of group `g` not scored yet, if a village is in it; the last of a kind earns a bonus segment. */
  private scoreSights(g: number): readonly ScoredSight[] {
    const { island, groups } = this;
    if (!hasVillage(island, groups, g)) return NOTHING;
    let out: ScoredSight[] | null = null;
    for (let s = 0; s < island.sights.length; s++) {
      if (this.sights & (1 << s) || groups[island.sights[s] as Hex] !== g) continue;
      const k = island.sightKinds[s] as number;
      const values = island.sightValues[k] as readonly number[];
      const before = bitCount(this.sights & (island.kindMasks[k] as number));
      this.sights |= 1 << s;
      const bonusSegment = before + 1 === values.length;
      if (bonusSegment) this.owed++;
      (out ??= []).push({ sight: s, kind: SIGHT_KINDS[k] as ScoredSight['kind'], value: values[before] as number, bonusSegment });
    }
    return out ?? NOTHING;
  }

  private connectPairs(g: number): readonly ConnectedPair[] {
    let out: ConnectedPair[] | null = null;
    for (let l = 0; l < LETTERS.length; l++) {
      if (this.pairMask & (1 << l) || this.groups[this.pairs[2 * l] as Hex] !== g || this.groups[this.pairs[2 * l + 1] as Hex] !== g) continue;
      this.pairMask |= 1 << l;
      (out ??= []).push({ letter: LETTERS[l] as ConnectedPair['letter'], points: this.island.pairValues[l] as number });
    }
    return out ?? NOTHING;
  }

  /** The turn is complete: the card's segment drawn, and no bonus owed (or no free pair left for one). */
  isDone(): boolean {
    if (!this.started) return false;
    if (this.owed === 0) return true;
    return !this.segments.includes(0);
  }

  action(): TucanaAction {
    const edges: Edge[] = [];
    for (const s of this.drawn) edges.push(s.edge);
    return { type: 'draw', player: this.player, edges };
  }

  /** The sheet with this turn's segments (its arrays are never written again). */
  board(): Board {
    this.owned = false;
    return nextBoard(this.base, { segments: this.segments, groups: this.groups, sights: this.sights, pairs: this.pairMask });
  }
}

/** Why `player` has no turn to draw now (the game is over, it passed for them, they have drawn), or null. */
export function turnRefusal(state: TucanaState, player: number): RuleError | null {
  if (state.phase === 'over') return { code: 'gameOver', detail: 'The game is over.' };
  if (state.turn.passed[player]) return { code: 'nothingToDraw', detail: 'No pair of free hexes matches the cards on this sheet: the game passed for this player.' };
  if (state.turn.done[player] !== false) return { code: 'alreadyDone', detail: 'This player has drawn this turn already.' };
  return null;
}

// ---- Immutable drafts for screens: every segment returns a new draft, so undo is "keep the old one".

export interface Draft {
  readonly player: number;
  readonly drawn: readonly DrawnSegment[];
  readonly board: Board;
  readonly owed: number;
  readonly legalEdges: readonly Edge[];
  readonly done: boolean;
  readonly action: TucanaAction;
  /** Never mutated once the draft exists. */
  readonly drawer: Drawer;
}

function snapshot(drawer: Drawer): Draft {
  return {
    player: drawer.player,
    drawn: drawer.drawn.slice(),
    board: drawer.board(),
    owed: drawer.owed,
    legalEdges: drawer.legalEdges(),
    done: drawer.isDone(),
    action: drawer.action(),
    drawer,
  };
}

/** What a draft asks of its seat: the card's segment, a bonus segment owed, or to confirm the finished turn. */
export type DraftAsk = 'draw' | 'bonus' | 'confirm';

export const draftAsk = (draft: Draft): DraftAsk => (draft.done ? 'confirm' : draft.drawn.length === 0 ? 'draw' : 'bonus');

export function beginDraft(state: TucanaState, player: number): Result<Draft> {
  const begun = Drawer.begin(islandOf(state.options.island), state, player);
  return begun.ok ? ok(snapshot(begun.value)) : begun;
}

/** Whether a segment of the draft's next ones may start at `hex` (a tap there), or why not. */
export function draftStart(draft: Draft, hex: Hex): Result<Hex> {
  const refused = draft.drawer.startRefusal(hex);
  return refused ? err(refused.code, refused.detail) : ok(hex);
}

export function draftDraw(draft: Draft, edge: Edge): Result<Draft> {
  const drawer = draft.drawer.clone();
  const drawn = drawer.draw(edge);
  return drawn.ok ? ok(snapshot(drawer)) : drawn;
}
