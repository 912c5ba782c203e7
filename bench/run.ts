// `npm run bench`: builds, then prints one JSON document of figures. Targets are discussed in
// the issues and decision records; this only measures.
import { benchClientSize } from './client-size.ts';
import { benchFoundation } from './foundation.ts';

const figures = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  server: await benchFoundation(),
  client: await benchClientSize(),
};
console.log(JSON.stringify(figures, null, 2));
