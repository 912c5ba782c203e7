import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default on 2 cores is one worker; the server tests mostly wait on PostgreSQL,
    // scrypt's thread pool and child processes, and each file has its own database, so two
    // workers share the machine's cores (docs/testing.md: 336 s against 550–640 s).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // jsdom and user-event typing are CPU-bound: on a loaded 2-core machine a test that
          // takes 1 s idle can take several (timing is measured by benchmarks, not tests).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          // A warning or error a test did not declare fails it (tests/expected-logs.ts).
          setupFiles: ['tests/setup-logs.ts'],
          // Sign-up and sign-in tests wait on real scrypt (128 MiB, ~0.3 s idle, seconds on a busy
          // 2-core machine): generous, since timing is measured by benchmarks, not tests.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
