import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/cluster/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/load-form-schemas.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves one core to the runner; on a 2-core machine that is a single worker, while the
    // tests spend much of their time waiting on their databases, so two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
