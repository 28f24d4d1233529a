// An online table's connection at a glance: a pill with a coloured dot and a word (connected,
// reconnecting, offline), and for a spectator that they are watching. It stays small and out of
// the way while all is well.
import Phaser from 'phaser';
import { onLanguageChange, type Message } from '../platform/i18n';
import { clockText } from '../platform/clock';
import { LocalizedText } from './localized-text';
import { COLORS, css, textStyle } from './theme';
import { DEPTHS } from './depths';

export type ConnectionState = 'connected' | 'reconnecting' | 'offline';

const DOT: Record<ConnectionState, number> = { connected: COLORS.success, reconnecting: COLORS.primary, offline: COLORS.danger };

export class ConnectionBadge extends Phaser.GameObjects.Container {
  private readonly back: Phaser.GameObjects.Graphics;
  private readonly dot: Phaser.GameObjects.Arc;
  private readonly label: LocalizedText;
  private current: ConnectionState = 'connected';
  /** The turn timer's time left, shown after the state while it runs. */
  private timeLeft: string | null = null;
  private watching = false;
  private anchor: { readonly right: number; readonly y: number } | null = null;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.back = scene.add.graphics();
    this.dot = scene.add.circle(0, 0, 5, DOT.connected);
    this.label = new LocalizedText(scene, 0, 0, 'online.connection.connected', undefined, textStyle('small', { color: css(COLORS.ink) })).setOrigin(0, 0.5);
    this.add([this.back, this.dot, scene.add.existing(this.label)]);
    // Over the header bar it may sit on.
    this.setDepth(DEPTHS.ui + 1);
    scene.add.existing(this);
    this.draw();
    // The words change length with the language: the pill follows (after the label re-renders).
    this.once(Phaser.GameObjects.Events.DESTROY, onLanguageChange(() => this.draw()));
  }

  get shown(): ConnectionState {
    return this.current;
  }

  set(state: ConnectionState): this {
    this.current = state;
    this.dot.setFillStyle(DOT[state]);
    return this.relabel();
  }

  /** A spectator's badge says so before the connection. */
  setWatching(on: boolean): this {
    this.watching = on;
    return this.relabel();
  }

  /** Shows the time left before the turn timer runs out (null: no timer running for this seat). */
  setTimeLeft(ms: number | null): this {
    const text = ms === null ? null : clockText(ms);
    if (text === this.timeLeft) return this;
    this.timeLeft = text;
    return this.relabel();
  }

  private relabel(): this {
    const connection: Message = { key: `online.connection.${this.current}` };
    const state: Message = this.watching ? { key: 'online.watch.badge', params: { state: connection } } : connection;
    this.label.setMessage(this.timeLeft === null ? state : { key: 'online.timeLeft', params: { state, time: this.timeLeft } });
    this.draw();
    return this;
  }

  /** Places the badge with its right edge at `right`, centred on `y`. */
  placeRight(right: number, y: number): this {
    this.anchor = { right, y };
    return this.setPosition(right - this.pillWidth, y);
  }

  get pillWidth(): number {
    return this.label.width + 36;
  }

  private draw(): void {
    const height = 26;
    const width = this.pillWidth;
    this.back.clear().fillStyle(COLORS.white, 0.88).fillRoundedRect(0, -height / 2, width, height, height / 2);
    this.back.lineStyle(1.5, this.current === 'connected' ? COLORS.paperEdge : DOT[this.current]).strokeRoundedRect(0, -height / 2, width, height, height / 2);
    this.dot.setPosition(14, 0);
    this.label.setPosition(25, 0);
    // A longer word (another state, another language) keeps the right edge where it was.
    if (this.anchor) this.setPosition(this.anchor.right - width, this.anchor.y);
  }
}
