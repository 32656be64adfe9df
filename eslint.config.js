// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = [
  'auth',
  'dashboard',
  'leagues',
  'games',
  'lines',
  'stats',
  'messages',
  'profile',
  'recruitments',
  'pages',
  'account',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.e2e/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    // eslint-plugin-import with its plain node resolver: no native platform packages, so `npm ci` accepts the
    // lockfile (docs/decisions/012). Imports carry no extension and no path aliases, so node resolution finds
    // every .ts/.tsx file; the workspace packages resolve through their "main" to their real folders
    // (preserveSymlinks: false), which the zones below name.
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Parsing dependencies' bundles for no-cycle takes minutes and finds nothing of ours.
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], preserveSymlinks: false },
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // domain and sim import nothing of the apps; domain imports no sim.
            { target: './packages/domain', from: ['./apps', './packages/sim'] },
            { target: './packages/sim', from: './apps' },
            // the server never imports the web app and vice versa; the web app never imports the engine.
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: ['./apps/server', './packages/sim'] },
            // shared web UI imports no feature; features don't import each other.
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The engine is pure (ARCHITECTURE.md): the caller passes the seed and the date, so the same input
    // plays the same game. A clock or an unseeded random number would break that without any test noticing.
    files: ['packages/sim/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The engine is seeded: draw from the Rng passed in.' },
        { object: 'Date', property: 'now', message: 'The engine reads no clock: take the time as input.' },
        {
          object: 'performance',
          property: 'now',
          message: 'The engine reads no clock: take the time as input.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The engine reads no clock: `new Date()` is now; take the time as input.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'The engine reads no clock: `Date()` is now; take the time as input.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
