// The lint probes (docs/architecture.md, docs/decisions/020): files that must fail lint, written into
// the tree, linted with the project's eslint.config.js and deleted. Each is tried with a relative
// path and with an alias (#client/…, #server/…), so the boundaries hold on resolved paths
// whichever way an import is spelled. Exits 1 when a probe passes or a control fails.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

interface Probe {
  /** What the probe stands for, in the report. */
  name: string;
  /** Files to write, path → imports (each becomes `import * as pN from '…'`). */
  files: Record<string, string[]>;
  /** The rule every file must break; undefined for a control that must pass. */
  rule: string | undefined;
}

const PROBES: Probe[] = [
  {
    name: 'sibling feature from a nested folder (relative)',
    files: {
      'src/client/features/alerts/probe-nested/ProbeWidget.tsx': ['../../portfolio/api.ts'],
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'sibling feature from a nested folder (alias)',
    files: {
      'src/client/features/alerts/probe-nested/ProbeAlias.tsx': [
        '#client/features/portfolio/api.ts',
      ],
      'src/server/features/alerts/probe-nested/probe-alias.ts': [
        '#server/features/market-data/market.routes.ts',
      ],
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib → feature',
    files: {
      'src/client/lib/probe-lib.ts': ['../features/portfolio/api.ts'],
      'src/client/lib/probe-lib-alias.ts': ['#client/features/portfolio/api.ts'],
      'src/server/market-data/probe-nested/probe-server.ts': [
        '#server/features/market-data/market.routes.ts',
      ],
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared → server, client → server (alias)',
    files: {
      'src/shared/probe-shared.ts': ['#server/app.ts'],
      'src/client/lib/probe-client-server.ts': ['#server/app.ts'],
    },
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared → a side by alias, refused by its import patterns too',
    files: { 'src/shared/probe-shared-pattern.ts': ['#client/lib/theme.ts'] },
    rule: 'no-restricted-imports',
  },
  {
    name: 'a cycle (relative)',
    files: {
      'src/client/lib/probe-cycle-a.ts': ['./probe-cycle-b.ts'],
      'src/client/lib/probe-cycle-b.ts': ['./probe-cycle-a.ts'],
    },
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a cycle (alias)',
    files: {
      'src/server/probe-cycle/probe-a.ts': ['#server/probe-cycle/probe-b.ts'],
      'src/server/probe-cycle/probe-b.ts': ['#server/probe-cycle/probe-a.ts'],
    },
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a relative import four folders up',
    files: {
      'src/server/features/alerts/probe-deep/probe-deep.ts': ['../../../../server/shutdown.ts'],
      'src/client/features/alerts/probe-deep/probe-deep.ts': ['../../../../client/lib/theme.ts'],
    },
    rule: 'no-restricted-imports',
  },
  {
    name: 'control: aliases that keep the boundaries',
    files: {
      'src/client/features/alerts/probe-ok/probe-ok.ts': ['#client/lib/theme.ts'],
      'src/server/features/alerts/probe-ok/probe-ok.ts': ['#server/shutdown.ts'],
    },
    rule: undefined,
  },
];

function source(imports: string[]): string {
  const lines = imports.map((from, i) => `import * as p${i} from '${from}';`);
  return `${lines.join('\n')}\n\nexport const probes = [${imports.map((_, i) => `p${i}`).join(', ')}];\n`;
}

const written = PROBES.flatMap((probe) => Object.keys(probe.files));
const eslint = new ESLint({ cwd: root });
let failed = 0;
try {
  for (const probe of PROBES) {
    for (const [file, imports] of Object.entries(probe.files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), source(imports));
    }
  }
  for (const probe of PROBES) {
    const results = await eslint.lintFiles(Object.keys(probe.files));
    for (const result of results) {
      const file = path.relative(root, result.filePath);
      const rules = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
      const ok = probe.rule === undefined ? rules.length === 0 : rules.includes(probe.rule);
      if (!ok) failed += 1;
      const said = rules.length === 0 ? 'no error' : [...new Set(rules)].join(', ');
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${probe.name}: ${file} → ${said}`);
    }
  }
} finally {
  const folders = new Set(written.map((file) => path.dirname(file)));
  await Promise.all(written.map((file) => rm(path.join(root, file), { force: true })));
  for (const folder of folders) {
    if (/probe-[a-z]+$/.test(folder))
      await rm(path.join(root, folder), { recursive: true, force: true });
  }
}
if (failed > 0) {
  console.error(`${failed} lint probe(s) did not fail as they must (or a control failed).`);
  process.exit(1);
}
