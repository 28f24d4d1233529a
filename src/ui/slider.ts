// A horizontal slider for values 0..1: drag the knob or tap the track; the − and + buttons step it
// by a tenth (and make it usable from the keyboard).
import Phaser from 'phaser';
import { Button } from './button';
import { COLORS } from './theme';

const STEP = 0.1;
const KNOB = 16;
const TRACK = 12;
const BUTTON = 48;

export class Slider {
  private readonly track: Phaser.GameObjects.Graphics;
  private readonly knob: Phaser.GameObjects.Graphics;
  private readonly hit: Phaser.GameObjects.Zone;
  private readonly minus: Button;
  private readonly plus: Button;
  private current: number;
  private dragging = false;
  private x0 = 0;
  private y = 0;
  private length = 0;

  constructor(
    scene: Phaser.Scene,
    value: number,
    private readonly onChange: (value: number) => void,
    private readonly onRelease: () => void = () => undefined,
  ) {
    this.current = value;
    this.minus = new Button(scene, 0, 0, { label: 'common.minus', name: 'a11y.less', variant: 'plain', width: BUTTON, height: BUTTON, onClick: () => this.step(-STEP) });
    this.track = scene.add.graphics();
    this.knob = scene.add.graphics();
    this.plus = new Button(scene, 0, 0, { label: 'common.plus', name: 'a11y.more', variant: 'plain', width: BUTTON, height: BUTTON, onClick: () => this.step(STEP) });
    this.hit = scene.add.zone(0, 0, 10, BUTTON).setOrigin(0, 0.5).setInteractive({ useHandCursor: true });
    // Once grabbed, the knob follows the pointer anywhere on screen until it is released.
    this.hit.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
      this.dragging = true;
      this.follow(pointer);
    });
    const move = (pointer: Phaser.Input.Pointer): void => {
      if (this.dragging) this.follow(pointer);
    };
    const release = (): void => {
      if (!this.dragging) return;
      this.dragging = false;
      this.onRelease();
    };
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, move);
    scene.input.on(Phaser.Input.Events.POINTER_UP, release);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off(Phaser.Input.Events.POINTER_MOVE, move);
      scene.input.off(Phaser.Input.Events.POINTER_UP, release);
    });
  }

  get value(): number {
    return this.current;
  }

  setValue(value: number): this {
    this.current = Math.min(1, Math.max(0, value));
    return this.draw();
  }

  place(x: number, y: number, width: number): this {
    this.minus.setPosition(x + BUTTON / 2, y);
    this.plus.setPosition(x + width - BUTTON / 2, y);
    this.x0 = x + BUTTON + 18 + KNOB;
    this.length = width - 2 * (BUTTON + 18 + KNOB);
    this.y = y;
    this.hit.setPosition(this.x0 - KNOB, y).setSize(this.length + 2 * KNOB, BUTTON);
    this.hit.input?.hitArea.setTo(0, 0, this.length + 2 * KNOB, BUTTON);
    return this.draw();
  }

  private step(delta: number): void {
    this.change(Math.round((this.current + delta) * 10) / 10);
    this.onRelease();
  }

  private follow(pointer: Phaser.Input.Pointer): void {
    const world = pointer.positionToCamera(this.hit.scene.cameras.main) as Phaser.Math.Vector2;
    this.change((world.x - this.x0) / this.length);
  }

  private change(value: number): void {
    const next = Math.min(1, Math.max(0, value));
    if (next === this.current) return;
    this.setValue(next);
    this.onChange(next);
  }

  private draw(): this {
    const filled = this.length * this.current;
    this.track
      .clear()
      .fillStyle(COLORS.paperShade, 1)
      .fillRoundedRect(this.x0, this.y - TRACK / 2, this.length, TRACK, TRACK / 2)
      .fillStyle(COLORS.primary, 1)
      .fillRoundedRect(this.x0, this.y - TRACK / 2, Math.max(filled, TRACK), TRACK, TRACK / 2)
      .lineStyle(2, COLORS.paperEdge, 1)
      .strokeRoundedRect(this.x0, this.y - TRACK / 2, this.length, TRACK, TRACK / 2);
    this.knob
      .clear()
      .fillStyle(COLORS.shadow, 0.25)
      .fillCircle(this.x0 + filled + 1, this.y + 3, KNOB)
      .fillStyle(COLORS.white, 1)
      .fillCircle(this.x0 + filled, this.y, KNOB)
      .lineStyle(3, COLORS.primaryDark, 1)
      .strokeCircle(this.x0 + filled, this.y, KNOB);
    return this;
  }
}
