import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { clientBabelPlugins } from './client/vendor/linguiSourceMessages.ts';
import { chakraThemeAlias } from './vite.config.ts';

// Every test run is NODE_ENV=test whatever the shell says: vitest only sets it when unset, and a shell's
// development or production changes GraphQL error masking, React's build and the server's defaults.
// Set here, before Vite resolves this config, so Vite and every project's workers (which inherit the
// environment) see it; `test.env` repeats it for the workers explicitly.
process.env.NODE_ENV = 'test';

// Test files share one module graph per worker (isolate: false), and the run uses every core: on the
// two-core machine the suites run about 2.5 times as fast (decision 0128). A file that mocks a module, or
// says `// runs isolated:` and why, gets fresh modules of its own in a project of the same name + `-isolated`.
const NEEDS_ISOLATION = /\bvi\.(?:do)?[mM]ock\(|^\/\/ runs isolated:/m;
function isolatedTestFiles(root: string, name: RegExp): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => `${root}/${file}`)
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')));
}

/** A suite as two projects: its files in one module graph, and those that need their own isolated. */
function withIsolatedFiles(
  project: TestProjectInlineConfiguration,
  isolated: string[],
): TestProjectInlineConfiguration[] {
  const test = project.test!;
  return [
    { ...project, test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...isolated] } },
    { ...project, test: { ...test, name: `${test.name}-isolated`, include: isolated, isolate: true } },
  ];
}

export default defineConfig({
  resolve: {
    // Node resolves graphql to its CommonJS build for every package; Vite would pick the ESM one for
    // our files, and two copies break `instanceof GraphQLError` (errors get masked). One copy only.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    env: { NODE_ENV: 'test' },
    maxWorkers: availableParallelism(),
    projects: [
      ...withIsolatedFiles(
        {
          extends: true,
          // the server renders public pages with the client's own code (server/page-rendering.ts); its tests
          // load client/src/renderPage.tsx as the build does: Relay's graphql tags compiled, Chakra's theme files
          plugins: [babel({ plugins: [...clientBabelPlugins], include: [/[\\/]client[\\/]src[\\/]/] })],
          resolve: { alias: [chakraThemeAlias] },
          test: {
            name: 'server',
            include: ['server/**/*.test.ts', 'prisma/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['server/test/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            pool: 'forks',
          },
        },
        [...isolatedTestFiles('server', /\.test\.ts$/), ...isolatedTestFiles('prisma', /\.test\.ts$/)],
      ),
      {
        // the rules both sides share (common/): plain code, no database, no DOM
        test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node', isolate: false },
      },
      ...withIsolatedFiles(
        {
          // components against a mocked Relay environment (relay-test-utils), in jsdom
          plugins: [react(), babel({ plugins: [...clientBabelPlugins] })],
          resolve: { alias: [chakraThemeAlias] },
          test: {
            name: 'client',
            include: ['client/src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['client/src/test/setup.ts'],
            testTimeout: 20_000,
          },
        },
        isolatedTestFiles('client/src', /\.test\.tsx?$/),
      ),
      {
        extends: true,
        test: {
          // browser tests against the built client: `npm run test:e2e` (needs Debian's chromium)
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // the run's folder of seeded databases that each file's servers start from copies of (e2e/server.ts)
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // one browser and server at a time: two at once on two cores gained 4 of 18 minutes and made
          // each story twice as slow; a file's server and browser start afresh, so modules can be shared
          maxWorkers: 1,
          isolate: false,
          // a page reaches its state in its own time on a loaded machine: polls wait as long as a locator
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
