import { defineContract } from './contract.ts';
import { LIVE_STREAM_PATH } from './live.ts';

// The live stream's upgrade request; its messages are the schemas of live.ts.

export const liveContract = defineContract({
  /** A WebSocket upgrade, from a page of our own site only (docs/decisions/006, 013). */
  stream: { method: 'GET', path: LIVE_STREAM_PATH, errors: ['forbidden-origin'] },
});
