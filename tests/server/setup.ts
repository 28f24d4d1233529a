// Every server test runs on Node 20 too: a global WebSocket for Colyseus' reconnection path and
// for the client SDK (see server/websocket.ts).
import '../../server/websocket';
