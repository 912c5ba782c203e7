import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { benchUserId } from './alerts-database.ts';
import { BENCH_USER_HEADER, USERS } from './alerts-scenario.ts';

// The processes of bench/alerts.ts (bench/alerts-process.ts, over IPC) and the users' other tabs:
// one live socket per user on the tab server.

/** The tab server's BASE_URL: the sockets' Origin must match it. */
export const ORIGIN = 'http://localhost:3217';

export interface Child {
  process: ChildProcess;
  next<T>(type: string): Promise<T>;
}

export function startChild(
  role: 'engine' | 'tab',
  url: string,
  profileDir: string | undefined,
): Child {
  const child = fork(path.resolve('bench/alerts-process.ts'), [role, url, ORIGIN], {
    // ALERTS_BENCH_CPU_PROF=<dir>: a V8 CPU profile of each engine process, to find hot spots.
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir && role === 'engine' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    process: child,
    next: (type) =>
      new Promise((resolve, reject) => {
        const listener = (message: { type: string }) => {
          if (message.type !== type) return;
          child.off('message', listener);
          resolve(message as never);
        };
        child.on('message', listener);
        child.once('exit', (code) => reject(new Error(`${role} process exited (${code})`)));
      }),
  };
}

/** One socket per user on the tab server; records when each alert event arrived. */
export async function openTabs(url: string, receivedAt: Map<string, number[]>) {
  const wsUrl = url.replace('http', 'ws') + LIVE_STREAM_PATH;
  const open = (userIndex: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, {
        headers: { origin: ORIGIN, [BENCH_USER_HEADER]: benchUserId(userIndex) },
      });
      socket.on('message', (data) => {
        const at = Date.now();
        const message = JSON.parse(String(data)) as {
          type: string;
          event?: { type: string; notificationId?: string };
        };
        if (message.type === 'hello') resolve(socket);
        if (message.type === 'user-event' && message.event?.type === 'alert-triggered') {
          const id = message.event.notificationId ?? '';
          receivedAt.set(id, [...(receivedAt.get(id) ?? []), at]);
        }
      });
      socket.on('error', reject);
    });
  const sockets: WebSocket[] = [];
  for (let i = 0; i < USERS; i += 50) {
    const batch = Array.from({ length: Math.min(50, USERS - i) }, (_, k) => open(i + k));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}
