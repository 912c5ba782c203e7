import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { serverMessageSchema, type ServerMessage } from '#shared/platform/live.ts';

// Test kit for real server processes (src/server/main.ts under tsx): start them with an
// environment, wait for 'Server listening', talk to them over HTTP and WebSocket, stop them.

const MAIN = path.resolve('src/server/main.ts');

/** The public URL the processes are told they serve; browsers send its origin. */
export const BASE_URL = 'http://localhost:3000';
export const ORIGIN = new URL(BASE_URL).origin;
export const AUTH_SECRET = 'multi-process-test-secret-at-least-32-characters';

export interface ServerProcess {
  /** http://127.0.0.1:PORT once listening. */
  url: string;
  child: ChildProcess;
  output(): string;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` (default SIGTERM) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<ServerProcess>();

/** Starts main.ts with only the given environment (plus PATH/HOME); resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // Not vitest's process.env: it carries Vite's BASE_URL and MODE.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      BASE_URL,
      AUTH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The last 256 KB: enough to explain a failure, bounded under a long load.
  const append = (chunk: Buffer) => {
    output += String(chunk);
    if (output.length > 512 * 1024) output = output.slice(-256 * 1024);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: '',
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      running.delete(server);
      return code;
    },
  };
  running.add(server);
  for (let waited = 0; waited < 60_000; waited += 50) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match?.[1]) {
      server.url = match[1];
      return server;
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Stops every process this kit started and has not stopped yet (afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
}

const dataDirs: string[] = [];
/** A fresh DATA_DIR under .tmp (removed by removeDataDirs). */
export async function makeDataDir(): Promise<string> {
  await mkdir(path.resolve('.tmp'), { recursive: true });
  const dir = await mkdtemp(path.resolve('.tmp/processes-'));
  dataDirs.push(dir);
  return dir;
}
export async function removeDataDirs(): Promise<void> {
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** A browser talking to any of the processes: its cookies follow it from one to another. */
export class ProcessBrowser {
  cookie = '';

  async request(
    baseUrl: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<Response> {
    const response = await fetch(baseUrl + url, {
      method,
      redirect: 'manual',
      headers: {
        origin: ORIGIN,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const cookies = new Map(
      this.cookie ? this.cookie.split('; ').map((c) => c.split('=') as [string, string]) : [],
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return response;
  }
}

/** The newest mail to `to` in the outbox table (the processes share it through PostgreSQL). */
export async function waitForLink(
  query: (text: string, values: unknown[]) => Promise<{ rows: Array<{ text: string }> }>,
  to: string,
): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const { rows } = await query(
      'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    const link = /(https?:\/\/\S+)/.exec(rows[0]?.text ?? '')?.[1];
    if (link) return link;
    await sleep(100);
  }
  throw new Error(`no mail to ${to}`);
}

const PASSWORD = 'correct horse battery';
export const freshEmail = (prefix = 'process') =>
  `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Signs up on `url`, follows the mailed link, logs in with it (decision 016): a signed-in browser. */
export async function signedInBrowser(url: string, databaseUrl: string): Promise<ProcessBrowser> {
  const browser = new ProcessBrowser();
  const email = freshEmail();
  const signUp = await browser.request(url, 'POST', '/api/auth/sign-up/email', {
    name: 'Edsger Dijkstra',
    email,
    password: PASSWORD,
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let link: URL;
  try {
    link = new URL(await waitForLink((text, values) => client.query(text, values), email));
  } finally {
    await client.end();
  }
  await browser.request(url, 'GET', link.pathname + link.search);
  const signIn = await browser.request(url, 'POST', '/api/auth/verify-email', {
    email,
    password: PASSWORD,
    token: link.searchParams.get('token'),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return browser;
}

/** The embedded cluster of `dataDir`: its URL (port from postmaster.pid, password from secrets.json). */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const port = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  return `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${port}/tickerdeck`;
}

/** The embedded cluster's postmaster pid (line 1 of postmaster.pid), or undefined when none. */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface LiveSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the first message (already received or future) that matches. */
  next(match: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /api/live on `baseUrl` as a page of our site would (Origin, session cookie). */
export async function openLiveSocket(baseUrl: string, cookie = ''): Promise<LiveSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`, {
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(serverMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (match: (message: ServerMessage) => boolean, timeoutMs = 5_000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { socket, messages, next, closed };
}
