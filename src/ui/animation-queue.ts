// Plays the game's announcements one after another (a turn resolving, a temple reached, a round
// scored, the next card flipping), so fast AI moves never pile up on screen. No Phaser here.

export type Animation = () => Promise<void>;

export class AnimationQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly idleWaiters: (() => void)[] = [];

  get busy(): boolean {
    return this.pending > 0;
  }

  enqueue(animation: Animation): void {
    this.pending++;
    this.tail = this.tail
      .then(animation)
      .catch((error: unknown) => console.error('animation failed', error))
      .finally(() => {
        this.pending--;
        if (this.pending > 0) return;
        for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
  }

  /** Resolves once nothing is queued or playing. */
  idle(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
