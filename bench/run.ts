// `npm run bench`: builds, then prints one JSON document of figures. Targets are discussed in
// the issues and decision records; this only measures.
import { benchClientSize } from './client-size.ts';
import { benchFoundation } from './foundation.ts';
import { benchHashingIsolation } from './hashing-isolation.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLiveAbuse } from './live-abuse.ts';
import { benchLiveFanout } from './live-fanout.ts';
import { benchMarketThroughput } from './market-throughput.ts';
import { benchNoisyNeighbour } from './noisy-neighbour.ts';
import { benchPageJavaScript } from './page-javascript.ts';
import { benchServerCpu } from './server-cpu.ts';

const figures = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  server: await benchFoundation(),
  // The server's own CPU per request of the main routes (docs/decisions/080).
  serverCpuPerRequest: await benchServerCpu(),
  passwordHashingUnderLoad: await benchHashingIsolation(),
  // A user at the ledger cap beside another user: ratios to an idle run, target ≤ 2.
  noisyNeighbour: await benchNoisyNeighbour(),
  client: {
    ...(await benchClientSize()),
    ...(await benchPageJavaScript()),
    lighthouseMobile: await benchLighthouse(),
  },
  marketData: {
    cachedBatchQuoteThroughput: await benchMarketThroughput(),
    liveFanout: await benchLiveFanout(),
    liveAbuse: await benchLiveAbuse(),
  },
};
console.log(JSON.stringify(figures, null, 2));
