// Writes dist/package.json after `tsc -p tsconfig.server.json`, so `node dist/server/main.js`
// resolves the import aliases (#shared/…, #server/…) to the built .js files. Node reads the
// `imports` of the package.json nearest the importing file; the root one points at src/ for tsx,
// Vite and Vitest, and at dist/ only under the `tickerdeck-dist` condition, which tsc sets
// (tsconfig.server.json customConditions) and plain node does not.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DIST_CONDITION = 'tickerdeck-dist';
const root = path.resolve(import.meta.dirname, '..');

type Target = string | Record<string, string>;
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  type: string;
  imports: Record<string, Target>;
};

const imports: Record<string, string> = {};
for (const [alias, target] of Object.entries(pkg.imports)) {
  const built = typeof target === 'string' ? undefined : target[DIST_CONDITION];
  if (built === undefined) continue;
  if (!built.startsWith('./dist/')) throw new Error(`${alias}: ${built} is not under ./dist/`);
  imports[alias] = `./${built.slice('./dist/'.length)}`;
}

await writeFile(
  path.join(root, 'dist/package.json'),
  `${JSON.stringify({ private: true, type: pkg.type, imports }, null, 2)}\n`,
);
