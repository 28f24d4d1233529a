// A setup screen's footer, alike in every game: a line that sums up the game about to start (or,
// in red, what stops it) and Start. From the online lobby, Start sets up a table instead of a game
// on this device (the server draws its seed).
import type Phaser from 'phaser';
import type { TurnTimer } from '../protocol/protocol';
import type { Message } from '../platform/i18n';
import { Button } from '../ui/button';
import { currentLayout, type Rect } from '../ui/layout';
import { addText, type LocalizedText } from '../ui/localized-text';
import { COLORS, css, textStyle } from '../ui/theme';
import { goTo } from '../ui/transition';
import { tableFromSetup } from './online/table-seats';
import { openOnline } from './scenes/online-entry';
import type { Seat } from './seats';

/** The footer's height at the bottom of the setup's area. */
export const SETUP_FOOTER = 68;

export interface SetupFooterOptions {
  /** Start's label on this device (online, it creates the table). */
  readonly startLabel: string;
  readonly online: boolean;
  readonly onStart: () => void;
}

export class SetupFooter {
  private readonly line: LocalizedText;
  private readonly start: Button;
  private problem = false;

  constructor(scene: Phaser.Scene, { startLabel, online, onStart }: SetupFooterOptions) {
    this.line = addText(scene, 0, 0, 'common.verbatim', { text: '' }, textStyle('label')).setOrigin(0, 0.5);
    this.start = new Button(scene, 0, 0, { label: online ? 'online.create.submit' : startLabel, icon: 'play', width: 260, onClick: onStart });
  }

  /** The game's summary, or what stops it from starting (in red, and shown on a phone too). */
  say(message: Message, problem: boolean): void {
    this.problem = problem;
    this.line.setMessage(message).setColor(css(problem ? COLORS.danger : COLORS.inkSoft));
    this.line.setVisible(!currentLayout().portrait || problem);
  }

  place(area: Rect, portrait: boolean): void {
    const footerY = area.y + area.height - SETUP_FOOTER / 2 + 4;
    const startWidth = portrait ? area.width : 280;
    this.start.setButtonSize(startWidth).setPosition(area.x + area.width - startWidth / 2, footerY);
    // A phone has no room beside Start: the line goes above it, and only to report a problem.
    if (portrait) this.line.setOrigin(0, 1).setPosition(area.x, footerY - 34).setWordWrapWidth(area.width, true);
    // Clear of the panel's corner ornament.
    else this.line.setOrigin(0, 0.5).setPosition(area.x + 36, footerY).setWordWrapWidth(area.width - startWidth - 52, true);
    this.line.setVisible(!portrait || this.problem);
  }
}

/**
 * Where a set-up game goes: to the game's play scene on this device, or, from the online lobby,
 * back to the lobby to create its table. False when that table would leave the host no seat of
 * their own (the first seat must be a person): the screen says so (`online.create.hostSeat`).
 */
export function startSetUpGame(
  scene: Phaser.Scene,
  to: { readonly gameId: string; readonly playScene: string; readonly online: { readonly timer: TurnTimer } | null },
  game: { readonly options: object; readonly seats: readonly Seat[] },
): boolean {
  if (!to.online) {
    goTo(scene, to.playScene, game);
    return true;
  }
  const table = tableFromSetup(to.gameId, game, to.online.timer);
  if (table) openOnline(scene, { create: table });
  return table !== null;
}
