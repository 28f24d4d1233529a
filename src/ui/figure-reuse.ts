// Figures (bold texts: track values, letters) kept from one drawing of a container to the next.
// Views that draw a container again from scratch whenever what it shows changes would otherwise
// make and measure every text again, the slowest objects to make on Canvas; a figure drawn again
// with the same string, size and colour is the same object, moved to its new place.
import Phaser from 'phaser';
import { addFigure, MIN_TEXT_PX } from './theme';
import { textResolution } from './layout';

type Figure = Phaser.GameObjects.Text;

export class FigureReuse {
  private readonly scene: Phaser.Scene;
  private readonly container: Phaser.GameObjects.Container;
  private drawn = new Map<string, Figure[]>();
  private spare = new Map<string, Figure[]>();

  constructor(scene: Phaser.Scene, container: Phaser.GameObjects.Container) {
    this.scene = scene;
    this.container = container;
  }

  /** Starts a drawing: the container is emptied, its figures set aside for `figure`. */
  begin(): void {
    this.spare = this.drawn;
    this.drawn = new Map();
    const kept = new Set([...this.spare.values()].flat());
    for (const child of [...this.container.list]) {
      if (!kept.has(child as Figure)) child.destroy();
    }
    for (const figure of kept) {
      this.container.remove(figure);
      // Phaser's remove leaves the listener its add set, and the next add sets another.
      figure.off(Phaser.GameObjects.Events.DESTROY, (this.container as unknown as { onChildDestroyed: () => void }).onChildDestroyed, this.container);
    }
  }

  /** As `addFigure`, reusing a figure of the last drawing; the caller adds it to the container. */
  figure(x: number, y: number, text: string, size: number, color: number): Figure {
    const key = `${text}|${Math.max(MIN_TEXT_PX, Math.round(size))}|${color}|${textResolution()}`;
    const figure = this.spare.get(key)?.pop()?.setPosition(x, y) ?? addFigure(this.scene, x, y, text, size, color);
    const same = this.drawn.get(key);
    if (same) same.push(figure);
    else this.drawn.set(key, [figure]);
    return figure;
  }

  /** Ends a drawing: the figures it did not use go. */
  end(): void {
    for (const figures of this.spare.values()) for (const figure of figures) figure.destroy();
    this.spare.clear();
  }
}
