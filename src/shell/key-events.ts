// Phaser queues key events until the end of a game step, and every DOM key event makes each
// scene handle the whole queue again; its guard against repeats only compares an event with the
// one just before. So two presses inside one slow frame reach the scenes three times or more (a
// page of the how-to skipped, a cursor moving twice). Emptying the queue just before Phaser adds
// each event leaves it only the event being dispatched, which every scene then handles once.
import type Phaser from 'phaser';

export function handleEachKeyOnce(game: Phaser.Game): void {
  // `queue` is internal to Phaser, so not in its types.
  const keyboard = game.input.keyboard as (Phaser.Input.Keyboard.KeyboardManager & { queue: KeyboardEvent[] }) | null;
  const target = keyboard?.target as EventTarget | undefined;
  if (!keyboard || !target) return;
  const empty = (): void => {
    keyboard.queue = [];
  };
  // Capture on the same target runs before Phaser's own (bubbling) listeners.
  target.addEventListener('keydown', empty, true);
  target.addEventListener('keyup', empty, true);
}
