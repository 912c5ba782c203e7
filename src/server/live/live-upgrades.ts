import { Server, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createPacedQueue, type PacedQueueOptions } from '../market-data/service/paced-queue.ts';

/**
 * An upgrade runs Fastify's request lifecycle, the WebSocket handshake and the `hello` write:
 * about 0.3 ms in a profile on a loaded machine, more when the machine stalls. /api/health
 * waits for several turns (its request, then each query's answer), so each turn stays short.
 */
export const UPGRADE_PACE: PacedQueueOptions = { perTurn: 2, budgetMs: 2 };

export interface PacedUpgrades {
  /** The server @fastify/websocket listens on for 'upgrade' instead of the real one. */
  relay: Server;
  /** Stops taking upgrades and drops the queued ones (the app is closing). */
  stop(): void;
}

/**
 * Takes the real server's WebSocket upgrades into a queue and hands them to the relay, where
 * @fastify/websocket routes them as before (hooks, origin check, session, caps), a bounded
 * number per event-loop turn. 100 upgrades arriving together used to run in one turn and delay
 * every other request by all of them (docs/decisions/013-live-stream-abuse.md).
 */
export function paceUpgrades(
  server: Server,
  pace: PacedQueueOptions = UPGRADE_PACE,
): PacedUpgrades {
  const relay = new Server();
  const queue = createPacedQueue(pace);
  const waiting = new Set<Duplex>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node removes its own error listener before 'upgrade': a reset while waiting must not
    // become an uncaught error. @fastify/websocket and ws attach theirs when routed.
    socket.on('error', destroy);
    waiting.add(socket);
    queue.push(() => {
      waiting.delete(socket);
      socket.off('error', destroy);
      if (!socket.destroyed) relay.emit('upgrade', request, socket, head);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    relay,
    stop() {
      server.off('upgrade', onUpgrade);
      queue.clear();
      for (const socket of waiting) socket.destroy();
      waiting.clear();
    },
  };
}

function destroy(this: Duplex) {
  this.destroy();
}
