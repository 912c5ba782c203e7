// Preloaded into the built server (`node --import ./bench/loop-delay-probe.mjs`) by
// bench/live-abuse.ts: the server's own event-loop delay, read over the IPC channel, without
// changing the server's code. Plain JavaScript so the server runs without a TypeScript loader.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.on('message', (message) => {
  if (message?.type === 'loop-delay-reset') {
    histogram.reset();
  } else if (message?.type === 'loop-delay-read') {
    process.send?.({
      type: 'loop-delay',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    });
  }
});
// The channel must not keep the server alive once it has shut down.
process.channel?.unref();
