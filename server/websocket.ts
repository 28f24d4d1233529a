// Node 20 has no global WebSocket, and the Colyseus server's reconnection path (like its client
// in Node) looks for one: without it every reconnection fails. Importing this module defines it
// from the `ws` package, once, before the server starts; where a global WebSocket exists
// (Node 22+, browsers) it changes nothing.
import { WebSocket } from 'ws';

export function installWebSocketGlobal(): void {
  const scope = globalThis as { WebSocket?: unknown };
  if (typeof scope.WebSocket === 'undefined') scope.WebSocket = WebSocket;
}

installWebSocketGlobal();
