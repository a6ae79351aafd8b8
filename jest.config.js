// One jest run for the whole monorepo. Sources are TypeScript compiled by SWC to CommonJS;
// ESM-only packages in node_modules are compiled too (transformIgnorePatterns below).
const esmOnly = ['@nats-io', 'graphql-ws', 'nanoid', 'uuid', 'marked'].join('|');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/infra'],
  testMatch: ['**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // The bench's own installs of Hive Gateway (ADR 0032, some 57,000 files) and Lighthouse (ADR 0034).
  modulePathIgnorePatterns: ['<rootDir>/infra/bench/hive/', '<rootDir>/infra/bench/lighthouse/'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
  maxWorkers: 2,
  // PGlite images kept for the run (packages/platform/src/db/pglite-images.ts).
  globalSetup: '<rootDir>/infra/test/support/global-setup.ts',
  // Longest suites first, from measured durations (jest.sequencer.mjs).
  testSequencer: '<rootDir>/jest.sequencer.mjs',
  globalTeardown: '<rootDir>/infra/test/support/global-teardown.ts',
};
