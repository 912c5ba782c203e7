import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadOrCreateSecrets } from '../src/server/config/secrets.ts';

// `npm run cluster [N]`: N server processes (default 3) on consecutive ports against one
// PostgreSQL (DATABASE_URL), for a load balancer to spread requests over. Ctrl-C stops them all.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMain = path.join(root, 'dist/server/main.js');

const envSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required: every process must share one PostgreSQL' })
    .min(1),
  CLUSTER_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  DATA_DIR: z.string().min(1).optional(),
  AUTH_SECRET: z.string().optional(),
  BASE_URL: z.string().optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('\n'));
const env = parsed.data;
const sizeArgument = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
if (sizeArgument !== undefined && !(Number.isInteger(sizeArgument) && sizeArgument >= 1)) {
  fail(`usage: npm run cluster [N]  (N: number of processes, got ${process.argv[2]})`);
}
const size = sizeArgument ?? env.CLUSTER_SIZE ?? 3;
const firstPort = env.PORT ?? 3000;
const dataDir = path.resolve(env.DATA_DIR ?? 'data');
const baseUrl = env.BASE_URL ?? `http://localhost:${firstPort}`;
if (!existsSync(builtMain)) fail(`${builtMain} is missing: run npm run build first`);

// Sessions must verify on every process: one AUTH_SECRET, or the one generated into the shared
// DATA_DIR. Made here, once, so the processes do not race to create it.
if (!env.AUTH_SECRET) await loadOrCreateSecrets(dataDir);
if (!env.BASE_URL) {
  console.warn(`BASE_URL is not set: using ${baseUrl}. Set it to your load balancer's URL.`);
}

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  let left = children.filter((child) => child.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const child of children) {
    if (child.exitCode !== null) continue;
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}

for (let index = 0; index < size; index++) {
  const port = firstPort + index;
  const child = spawn(process.execPath, [builtMain], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: baseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`process on port ${port} exited (${signal ?? code}); stopping the others`);
    stopAll(1);
  });
  children.push(child);
  console.log(`tickerdeck process ${index + 1}/${size}: pid ${child.pid}, port ${port}`);
}
console.log(
  `ports ${firstPort}-${firstPort + size - 1} on one PostgreSQL; put any HTTP load balancer in front (no sticky sessions needed). Ctrl-C stops all.`,
);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
