import path from 'node:path'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: { alias: { 'server-only': path.join(import.meta.dirname, 'tests/setup/empty-module.ts') } },
  test: { include: ['src/server/dependents.int.test.ts'], environment: 'node', testTimeout: 60000, hookTimeout: 180000 },
})
