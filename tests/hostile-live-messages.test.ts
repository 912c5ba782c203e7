import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { LIVE_STREAM_PATH, serverMessageSchema } from '#shared/platform/live.ts';
import { ORIGIN, signedInUser } from './accounts.ts';
import { appPerTestFile } from './app.ts';
import { hostileJson, hostileText } from './fuzz/hostile-values.ts';
import { expectLog } from './expected-logs.ts';

// Oversized messages are sent on purpose; the socket logs refusing them.
expectLog('error', /WS_ERR_UNSUPPORTED_MESSAGE_LENGTH/);

// docs/decisions/017 for the live stream's messages: whatever a client sends on /api/live, the
// server answers with an error message or a clear close code, never an internal error (1011)
// or a dropped connection, and keeps serving everyone else.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10) * 4;
/** Close codes that are a clear answer to a client's misbehaviour, not a failure of ours. */
const CLEAR_CLOSE_CODES = new Set([1000, 1001, 1003, 1007, 1008, 1009, 1012, 1013]);

const harness = appPerTestFile();
let cookie: string | undefined;

interface Stream {
  socket: WebSocket;
  replies: unknown[];
  closedWith: number | null;
}

async function open(signedIn: boolean): Promise<Stream> {
  const socket = await harness.app.injectWS(LIVE_STREAM_PATH, {
    headers: { origin: ORIGIN, ...(signedIn && cookie ? { cookie } : {}) },
  });
  const stream: Stream = { socket, replies: [], closedWith: null };
  socket.on('message', (data) => stream.replies.push(JSON.parse(String(data))));
  socket.on('close', (code) => (stream.closedWith = code));
  return stream;
}

const symbols = fc.array(fc.oneof(fc.constantFrom('AAPL', 'msft', 'ZZZZ'), hostileText), {
  maxLength: 120,
});

/** Frames a stranger might send: well-formed, almost well-formed, and nothing like it. */
const hostileFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        type: fc.oneof(fc.constantFrom('subscribe', 'unsubscribe'), hostileText),
        symbols: fc.oneof({ weight: 3, arbitrary: symbols }, { weight: 1, arbitrary: hostileJson }),
      })
      .map((message) => JSON.stringify(message)),
  },
  { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | Buffer>(
      '{',
      '',
      Buffer.from([0, 1, 2]),
      JSON.stringify({ type: 'subscribe', symbols: Array(20_000).fill('A') }),
      JSON.stringify(JSON.parse('{"__proto__":{"type":"subscribe"},"symbols":["AAPL"]}')),
    ),
  },
);

const settle = () => new Promise((resolve) => setTimeout(resolve, 15));

async function fuzzMessages(signedIn: boolean) {
  let stream = await open(signedIn);
  let errorReplies = 0;
  await fc.assert(
    fc.asyncProperty(hostileFrame, async (frame) => {
      if (stream.closedWith !== null) stream = await open(signedIn);
      const before = stream.replies.length;
      stream.socket.send(frame);
      await settle();
      const seen = `${String(frame).slice(0, 200)} → close ${stream.closedWith}`;
      if (stream.closedWith !== null) {
        expect(CLEAR_CLOSE_CODES.has(stream.closedWith), seen).toBe(true);
      }
      for (const reply of stream.replies.slice(before)) {
        const parsed = serverMessageSchema.parse(reply);
        if (parsed.type !== 'error') continue;
        errorReplies += 1;
        expect(parsed.message, seen).toMatch(/\w/);
      }
    }),
    { numRuns: RUNS },
  );
  // Not a vacuous pass: the stream was open and read what it was sent.
  expect(errorReplies).toBeGreaterThan(0);
  stream.socket.terminate();
  const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

describe('hostile messages on the live stream', () => {
  it('answers every message from a visitor with data, an error message or a clear close', () =>
    fuzzMessages(false));

  it('does the same for a signed-in user', async () => {
    const user = await signedInUser(harness.app, harness.database);
    cookie = user.browser.cookieHeader();
    await fuzzMessages(true);
  });
});
