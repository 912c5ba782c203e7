import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Feature folders of one side may not import each other (docs/architecture.md, Conventions). */
function featureBoundaries(side) {
  const dir = `src/${side}/features`;
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features
    .map((feature) => ({ feature, others: features.filter((other) => other !== feature) }))
    .filter(({ others }) => others.length > 0)
    .map(({ feature, others }) => ({
      files: [`${dir}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((other) => [`../${other}/*`, `**/features/${other}/*`]),
                message:
                  'Features do not import sibling features: move shared code to a shared place.',
              },
              ...sideRules[side],
            ],
          },
        ],
      },
    }));
}

const sideRules = {
  client: [
    { group: ['**/server/**'], message: 'The client never imports server code: use the API.' },
  ],
  server: [{ group: ['**/client/**'], message: 'The server never imports client code.' }],
};

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
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'shared imports neither side.' },
            {
              group: ['node:*', 'react', 'react-*', 'drizzle-orm*', 'pg'],
              message: 'shared is isomorphic: no Node, DOM or database code.',
            },
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
      'no-restricted-imports': ['error', { patterns: sideRules.client }],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Use the API client in src/client/lib (docs/architecture.md, Conventions).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sideRules.server }] },
  },
  ...featureBoundaries('client'),
  ...featureBoundaries('server'),
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
