// A play screen at an online table, for any game: the session's messages go to the game's remote
// controller while the screen is up (a rematch restarts the screen), refusals that are not the
// rules' own become a toast, and the connection and the table's seats reach the screen.
import Phaser from 'phaser';
import type { GameMessage } from '../../protocol/protocol';
import type { Message } from '../../platform/i18n';
import type { RemoteRefusal } from './remote-turns';
import type { Connection, OnlineSession } from './session';

/** What a game's remote controller takes from the server. */
export interface RemoteSide {
  readonly gameNo: number;
  receive(message: GameMessage): void;
  acknowledged(id: number, version: number): void;
  refused(refusal: RemoteRefusal): void;
}

/** What the screen does with the table's news. */
export interface TableScreen {
  /** A new game at the table (a rematch): the screen starts again on it. */
  restart(): void;
  toast(message: Message): void;
  connection(state: Connection): void;
  /** The table's seats or phase changed. */
  table(): void;
}

export function followTable(scene: Phaser.Scene, session: OnlineSession, controller: RemoteSide, screen: TableScreen): void {
  const unsubscribe = [
    session.events.on('game', (message) => {
      if (message.gameNo !== controller.gameNo) screen.restart();
      else controller.receive(message);
    }),
    session.events.on('ack', ({ id, version }) => controller.acknowledged(id, version)),
    session.events.on('refused', (refusal) => {
      if (refusal.type === 'act') controller.refused(refusal);
      if (!refusal.rules) screen.toast({ key: `online.refusals.${refusal.code}` });
    }),
    session.events.on('connection', (state) => screen.connection(state)),
    session.events.on('table', () => screen.table()),
  ];
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => unsubscribe.forEach((stop) => stop()));
}
