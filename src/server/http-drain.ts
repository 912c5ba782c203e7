import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a connection with no request in progress is kept once draining starts (or since its
 * last answer, or since it was accepted): the request its client already sent may still sit
 * unread in the socket. Longer than any loopback or LAN hop, short enough for a deploy.
 */
const IDLE_GRACE_MS = 500;
const CHECK_EVERY_MS = 50;
/**
 * The listener closes once this many turns of the event loop in a row accepted nothing, and
 * LISTENER_QUIET_MS passed since the last accept. Node accepts one connection per turn (seen
 * here: 28 connections queued at SIGTERM were accepted one every 3 ms over 125 ms), and a
 * connection the client saw complete can reach the accept queue a little later; closing the
 * listener resets every connection still queued.
 */
const LISTENER_QUIET_TURNS = 3;
const LISTENER_QUIET_MS = 10;
/** ...but no later than this after the drain began, even if connections keep coming. */
const LISTENER_CLOSE_WITHIN_MS = 1_000;

export interface DrainResult {
  /** Connections still busy at the deadline, cut off. */
  cut: number;
}

export interface HttpDrain {
  /**
   * Stops accepting connections (once the ones the kernel has completed are in) and marks every
   * answer not yet started, and every later one, `Connection: close`.
   */
  stopAccepting(): Promise<void>;
  /**
   * Answers every request already sent on the open connections and closes each connection once
   * it has nothing in progress. Resolves when none is left, or at `deadlineMs` after
   * stopAccepting() began, when the rest are cut.
   */
  finish(deadlineMs: number): Promise<DrainResult>;
}

interface Connection {
  requestsInProgress: number;
  /** When it last had nothing in progress (accepted, or its last answer ended). */
  idleSince: number;
}

/**
 * Fastify's close() (Node's server.close()) is not enough for a deploy: it first runs the
 * preClose hooks while still accepting connections (and answers them 503), then closes the
 * listener, which resets connections still in the kernel's accept queue, and closes every
 * connection Node considers idle, which includes a connection whose request has arrived but not
 * yet been read: 25 of 40 requests sent 30 ms before SIGTERM got ECONNRESET.
 * Call before listen(), so every connection is seen (docs/decisions/080).
 */
export function trackHttpConnections(server: Server): HttpDrain {
  const connections = new Map<Socket, Connection>();
  const unanswered = new Set<ServerResponse>();
  let draining = false;

  let acceptedCount = 0;
  server.on('connection', (socket: Socket) => {
    acceptedCount += 1;
    connections.set(socket, { requestsInProgress: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // First in line, so the answer is marked before any hook can send it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) connection.requestsInProgress += 1;
    if (draining) response.shouldKeepAlive = false;
    unanswered.add(response);
    response.once('close', () => {
      unanswered.delete(response);
      if (!connection) return;
      connection.requestsInProgress -= 1;
      connection.idleSince = Date.now();
    });
  });
  // A WebSocket is no longer an HTTP connection: the live hub closes it (with 1012).
  server.prependListener('upgrade', (request: IncomingMessage, socket: Socket) => {
    connections.delete(socket);
    // Ours would be the only listener once the upgrade relay has stopped: nobody would answer.
    if (server.listenerCount('upgrade') === 1) socket.destroy();
  });

  let startedAt = 0;
  return {
    async stopAccepting() {
      draining = true;
      startedAt = Date.now();
      for (const response of unanswered) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      await closeListenerWhenQuiet(server, startedAt, () => acceptedCount);
    },
    finish(deadlineMs) {
      return new Promise<DrainResult>((resolve) => {
        const check = () => {
          const now = Date.now();
          for (const [socket, connection] of connections) {
            const idleFor = now - Math.max(connection.idleSince, startedAt);
            if (connection.requestsInProgress === 0 && idleFor >= IDLE_GRACE_MS) {
              connections.delete(socket);
              socket.destroy();
            }
          }
          if (connections.size === 0 || now - startedAt >= deadlineMs) {
            clearInterval(timer);
            const cut = connections.size;
            for (const socket of connections.keys()) socket.destroy();
            connections.clear();
            resolve({ cut });
          }
        };
        // Checked after a poll phase (setImmediate), so bytes that arrived while the loop was
        // busy are read, and their request counted, before a connection is judged idle.
        const timer = setInterval(() => setImmediate(check), CHECK_EVERY_MS);
      });
    },
  };
}

/**
 * Closes the listening socket, not its connections (Node's server.close() would also close
 * every connection whose request it has not read yet), once accepting has gone quiet.
 */
function closeListenerWhenQuiet(server: Server, startedAt: number, accepted: () => number) {
  return new Promise<void>((resolve) => {
    let seen = accepted();
    let quietTurns = 0;
    let lastAcceptAt = startedAt;
    // One check per turn, after its poll phase (setImmediate), where connections are accepted.
    const turn = () => {
      const now = Date.now();
      if (accepted() === seen) quietTurns += 1;
      else [seen, quietTurns, lastAcceptAt] = [accepted(), 0, now];
      const quiet = quietTurns >= LISTENER_QUIET_TURNS && now - lastAcceptAt >= LISTENER_QUIET_MS;
      if (!quiet && now - startedAt < LISTENER_CLOSE_WITHIN_MS && server.listening) {
        setImmediate(turn);
        return;
      }
      if (server.listening) NetServer.prototype.close.call(server);
      resolve();
    };
    setImmediate(turn);
  });
}
