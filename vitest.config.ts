import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          // Sign-up and sign-in tests wait on real scrypt (128 MiB, ~0.3 s idle, seconds on a busy
          // 2-core machine): generous, since timing is measured by benchmarks, not tests.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
