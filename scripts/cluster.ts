import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadOrCreateSecrets } from '#server/config/secrets.ts';
import { ensureWritableDataDir } from '#server/db/data-dir.ts';
import { superviseCluster } from './cluster-supervisor.ts';

// `npm run cluster [N]`: N server processes (default 3) on consecutive ports against one
// PostgreSQL (DATABASE_URL), for a load balancer to spread requests over. A process that dies is
// restarted with back-off while the others serve. Ctrl-C (or SIGTERM) stops them all, each
// draining first. CLUSTER_FROM_SOURCE=1 runs src/server/main.ts through tsx instead of the build
// (the tests do; no build needed).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMain = path.join(root, 'dist/server/main.js');
const sourceMain = path.join(root, 'src/server/main.ts');

const envSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is required: every process must share one PostgreSQL' })
    .min(1),
  CLUSTER_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  CLUSTER_FROM_SOURCE: z.enum(['0', '1']).optional(),
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
const fromSource = env.CLUSTER_FROM_SOURCE === '1';
if (!fromSource && !existsSync(builtMain)) fail(`${builtMain} is missing: run npm run build first`);

// Sessions must verify on every process: one AUTH_SECRET, or the one generated into the shared
// DATA_DIR. Made here, once, so the processes do not race to create it; a fresh checkout has no
// DATA_DIR yet (it used to end here with a raw ENOENT stack).
try {
  await ensureWritableDataDir(dataDir);
  if (!env.AUTH_SECRET) await loadOrCreateSecrets(dataDir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!env.BASE_URL) {
  console.warn(`BASE_URL is not set: using ${baseUrl}. Set it to your load balancer's URL.`);
}

const cluster = superviseCluster(
  Array.from({ length: size }, (_, index) => ({
    port: firstPort + index,
    command: process.execPath,
    args: fromSource ? ['--import', 'tsx', sourceMain] : [builtMain],
    env: {
      ...process.env,
      PORT: String(firstPort + index),
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
    },
  })),
  {
    log: (line) => console.log(line),
    giveUp: (reason) => {
      console.error(`giving up: ${reason}`);
      void cluster.stop().then(() => process.exit(1));
    },
  },
);
console.log(
  `ports ${firstPort}-${firstPort + size - 1} on one PostgreSQL; put any HTTP load balancer in front (no sticky sessions needed). Ctrl-C stops all.`,
);

let stopping = false;
const stopAll = (signal: NodeJS.Signals) => {
  // A second Ctrl-C does not wait for the drains.
  if (stopping) void cluster.stop('SIGKILL');
  stopping = true;
  void cluster.stop(signal === 'SIGKILL' ? signal : 'SIGTERM').then(() => process.exit(0));
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGTERM'));
