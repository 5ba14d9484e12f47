import { defineConfig } from 'vitest/config';

/** `npm run test:cluster`: two real instances behind nginx on PostgreSQL and Redis (docs/deploy.md). */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
