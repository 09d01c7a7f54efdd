import os from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
// `server-only` throws outside React Server Components; under Vitest it is an empty module.
const alias = { 'server-only': path.join(root, 'tests/setup/empty-module.ts') }

export default defineConfig({
  plugins: [react()],
  resolve: { alias, tsconfigPaths: true },
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One worker per core (Vitest's default leaves one idle). The integration files still run one at
    // a time (below); they wait on PostgreSQL and child processes, and unit files fill the other
    // core meanwhile. On 2 cores the whole run took 378 s instead of 485 s.
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
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
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
