// One linter for the whole repository: typescript-eslint's type-checked rules everywhere, the React
// hooks rules for the three browser bundles (web, admin, the sandbox) and their shared package.
// Formatting is Prettier's job, so no stylistic rules here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserCode = [
  'web/src/**/*.{ts,tsx}',
  'admin/src/**/*.{ts,tsx}',
  'gateway/sandbox/**/*.{ts,tsx}',
  'packages/client/src/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', '**/generated/', '.data/', 'coverage/', '.test-results/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // Build and tool configuration files that no tsconfig includes.
          allowDefaultProject: ['*.js', '*.mjs', 'infra/bin/*.mjs', '*/codegen.ts', 'services/*/codegen.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed parameters mark a resolver's or callback's unused positional arguments.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Express 5 and event handlers take promise-returning callbacks and handle their rejections.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      // Many functions are async because the interface they implement is (an event bus, a handler, an
      // Apollo plugin hook); an await-less body there is correct, not a slip.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A `default:` is a deliberate catch-all; without one every member of a union must be handled.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Empty cases grouped under one comment are a list, not a forgotten `break`.
      'no-fallthrough': ['error', { allowEmptyCase: true }],
      // `== null` is the one loose comparison kept: it means null or undefined.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: browserCode,
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests assert on loosely typed JSON answers; the unsafe-any family would only add casts there.
    files: ['**/test/**/*.ts', 'packages/platform/src/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'jest.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
