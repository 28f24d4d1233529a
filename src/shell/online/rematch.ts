// The scoring screen at an online table, for any game: the host's "Rematch" (its button enabled
// for the host only, hidden for a spectator), and everyone, spectators too, on to the new game's
// play screen when it starts.
import Phaser from 'phaser';
import type { Button } from '../../ui/button';
import { goTo } from '../../ui/transition';
import type { OnlineSession } from './session';

export function offerRematch(scene: Phaser.Scene, session: OnlineSession, button: Button, playScene: string): void {
  button.setLabel('online.rematch').setVisible(!session.watching);
  const refresh = (): void => void button.setEnabled(session.isHost);
  refresh();
  const gameNo = session.game?.gameNo;
  const stops = [
    session.events.on('table', refresh),
    session.events.on('game', (message) => {
      if (message.gameNo !== gameNo) goTo(scene, playScene, { online: session });
    }),
  ];
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => stops.forEach((stop) => stop()));
}
