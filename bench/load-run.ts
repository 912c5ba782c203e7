// `npm run bench:load`: builds, then runs the load mix twice (embedded PostgreSQL, then a fresh
// database on the PostgreSQL at LOAD_DATABASE_ADMIN_URL) and prints one JSON document.
// DURATION_S (default 60) and VIRTUAL_USERS (default 300) bound the run; loopback only.
import { runLoad, type LoadOptions } from './load.ts';
import { createScratchDatabase } from './load-server.ts';

const ADMIN_URL =
  process.env.LOAD_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const options: LoadOptions = {
  port: positive(process.env.LOAD_PORT, 3351),
  entry: 'built',
  durationS: Math.min(positive(process.env.DURATION_S, 60), 600),
  virtualUsers: Math.min(positive(process.env.VIRTUAL_USERS, 300), 2_000),
  signedInShare: 0.2,
  accounts: 30,
  thinkMs: [250, 1_500],
};

const embedded = await runLoad(options);
const scratch = await createScratchDatabase(ADMIN_URL);
let external;
try {
  external = await runLoad({ ...options, databaseUrl: scratch.url });
} finally {
  await scratch.drop();
}
console.log(
  JSON.stringify(
    { measuredAt: new Date().toISOString(), node: process.version, runs: [embedded, external] },
    null,
    2,
  ),
);
