import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders of one side, read from disk so a new feature is bounded from day one. */
function featuresOf(side) {
  return readdirSync(`src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every folder of src/server except features/ (app.ts and main.ts sit beside them). */
function serverLayersBelowFeatures() {
  return readdirSync('src/server', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'features')
    .map((entry) => `./src/server/${entry.name}`);
}

/**
 * Boundaries on resolved paths, one way: app → features → lib/components/testing → shared
 * (docs/decisions/020-one-vocabulary.md). A zone's target may not import from its `from`;
 * the paths are resolved, so `../../portfolio/api.ts` from a nested folder is caught too.
 */
function boundaryZones() {
  const siblings = (side) =>
    featuresOf(side).map((feature) => ({
      target: `./src/${side}/features/${feature}`,
      from: `./src/${side}/features`,
      except: [`./${feature}`],
      message:
        'Features do not import sibling features: compose them in the app, or move shared code down.',
    }));
  return [
    ...siblings('client'),
    ...siblings('server'),
    {
      target: './src/client/features',
      from: './src/client/app',
      message: 'Features do not import the app: the app composes features.',
    },
    {
      target: ['./src/client/lib', './src/client/components', './src/client/testing'],
      from: ['./src/client/app', './src/client/features'],
      message: 'lib, components and testing sit below features and the app.',
    },
    {
      // On the server only app.ts and main.ts compose features; the layers below never reach up.
      target: serverLayersBelowFeatures(),
      from: './src/server/features',
      message:
        'Server layers below the features (auth, db, market-data, plugins …) do not import a feature.',
    },
    {
      target: './src/shared',
      from: ['./src/client', './src/server'],
      message: 'shared imports neither side.',
    },
    {
      target: './src/client',
      from: './src/server',
      message: 'The client never imports server code: use the API.',
    },
    {
      target: './src/server',
      from: './src/client',
      message: 'The server never imports client code.',
    },
  ];
}

/**
 * A relative import climbs two folders at most; further away, it names the place by its alias
 * (package.json `imports`: #shared/…, #server/…, #client/…, #tests/…). Part of every
 * no-restricted-imports below, since a later block's options replace an earlier block's.
 */
const NO_DEEP_RELATIVE = {
  regex: '^(\\.\\./){3}',
  message:
    'Import from three or more folders up through an alias: #shared/…, #server/…, #client/…, #tests/….',
};

/** A call on `z` (z.object(…)) or on what a call on `z` made (z.string().check(…)). */
const BUILT_BY_ZOD = ":matches([callee.object.name='z'], [callee.object.callee.object.name='z'])";

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.tmp/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config (parsed once with zod).',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [NO_DEEP_RELATIVE] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config (parsed once with zod).',
        },
        {
          // A schema built as its module loads costs the browser's first page (decision 058).
          selector: `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > CallExpression.init${BUILT_BY_ZOD}`,
          message: 'Build a shared schema on first use: lazySchema(() => z.…) (decision 058).',
        },
        {
          selector: `CallExpression[callee.name='defineContract'] Property[key.name=/^(params|query|body|response|unavailableResponse)$/] > CallExpression.value${BUILT_BY_ZOD}`,
          message: "Build a contract's schema on first use: lazySchema(() => z.…) (decision 058).",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Write shared schemas with 'zod/mini' (docs/decisions/039): classic zod cannot be tree-shaken from the client.",
            },
          ],
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'shared imports neither side.' },
            { regex: '^#(server|client)/', message: 'shared imports neither side.' },
            {
              group: ['node:*', 'react', 'react-*', 'drizzle-orm*', 'pg'],
              message: 'shared is isomorphic: no Node, DOM or database code.',
            },
            NO_DEEP_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Use the API client in src/client/lib (docs/architecture.md, "One HTTP client").',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Write form schemas with 'zod/mini' (docs/decisions/042): zodResolver takes it, and classic zod would be a page's largest chunk.",
            },
          ],
          patterns: [NO_DEEP_RELATIVE],
        },
      ],
    },
  },
  {
    // The service worker is the network layer under the API client: it forwards the page's
    // requests and replays a Log Out itself (docs/decisions/070).
    files: ['src/client/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // File names (docs/decisions/020-one-vocabulary.md): modules are kebab-case, a role
    // rides as a dot suffix (portfolio.service.ts, market.routes.test.ts); React component
    // files are PascalCase; .tsx that is not a component (entry, router, providers, test kit)
    // stays kebab-case.
    files: ['{src,tests,e2e,bench,scripts}/**/*.{ts,tsx}', '*.{ts,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.ts': 'KEBAB_CASE',
          'src/client/{components,features}/**/*.tsx': 'PASCAL_CASE',
          'src/client/app/**/!(router).tsx': 'PASCAL_CASE',
          'src/client/{lib,testing}/**/*.tsx': 'KEBAB_CASE',
          'src/client/*.tsx': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,tests,e2e,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Configuration is parsed in one place (main.ts hands process.env to config/); tests,
    // benchmarks and tooling set up processes of their own.
    files: [
      'src/server/config/**',
      'src/server/main.ts',
      'tests/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
