import WebSocket from 'ws';
import type { ServerMessage } from '#shared/platform/live.ts';

/** A test's view of one live-stream socket: every message, and waiting for the next of a type. */
export interface LiveClient {
  socket: WebSocket;
  messages: ServerMessage[];
  next(type: string): Promise<ServerMessage>;
  send(message: unknown): void;
  /** Resolves with the close code and reason the server sent. */
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * Opens a socket and wraps it; resolves once it is open (refused sockets open, then close
 * with a code). `sockets` collects it for the test's cleanup.
 */
export async function openLiveSocket(
  url: string,
  headers: Record<string, string>,
  sockets: WebSocket[],
): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  const messages: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  let read = 0;
  const next = async (type: string): Promise<ServerMessage> => {
    for (;;) {
      while (read < messages.length) {
        const message = messages[read++];
        if (message?.type === type) return message;
      }
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error(`no '${type}' message`)), 2_000).unref();
      });
    }
  };
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, messages, next, send: (m) => socket.send(JSON.stringify(m)), closed };
}
