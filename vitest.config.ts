import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
// `server-only` throws outside React Server Components; under Vitest it is an empty module.
const alias = { 'server-only': path.join(root, 'tests/setup/empty-module.ts') }

/**
 * The unit tests' files, by whether they replace a module (`vi.mock`). The others share one module
 * graph and one environment per worker (`isolate: false`): loading React, jsdom and the components
 * once per worker instead of once per file took the unit projects from 144 s to 47 s on 2 cores. A
 * file that replaces a module needs a graph of its own, or a module another file loaded first
 * would keep the real one; those run isolated, as before. Shared files put back what they change
 * (globals with `vi.unstubAllGlobals`, timers with `vi.useRealTimers`) after each test; four runs
 * with the files shuffled (`--sequence.shuffle.files`, seeds 11 to 44444) passed.
 */
const unitFiles = fs
  .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file.replaceAll(path.sep, '/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.int.test.ts'))
const replacesModules = (file: string) =>
  /\bvi\.(?:mock|doMock|unmock|resetModules)\(/.test(fs.readFileSync(path.join(root, file), 'utf8'))
const isolatedUnitFiles = unitFiles.filter(replacesModules)

export default defineConfig({
  plugins: [react()],
  resolve: { alias, tsconfigPaths: true },
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One worker per core (Vitest's default leaves one idle). Vitest runs the unit files first, on
    // both, then the integration files one at a time (below). Running the two at once, as two
    // Vitest processes, was measured: no faster on 2 cores (435 s against 431), as each file of the
    // integration project keeps more than one core busy (its process, the app's modules, PostgreSQL).
    maxWorkers: os.availableParallelism(),
    projects: [
      // Components (*.test.tsx) run in jsdom; logic (*.test.ts) runs in Node, which starts in a
      // fraction of jsdom's time per file. A .test.ts that needs a document says so at its top
      // with `// @vitest-environment jsdom`.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          exclude: isolatedUnitFiles,
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', ...isolatedUnitFiles],
          environment: 'node',
          isolate: false,
        },
      },
      // The files that replace a module, each in a module graph of its own (components, so jsdom;
      // a .test.ts among them names its environment at its top).
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: isolatedUnitFiles,
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/setup/integration.global-setup.ts'],
          setupFiles: ['./tests/setup/integration.setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
})
