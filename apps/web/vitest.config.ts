import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen waits up to 5 s for what it finds (src/test/setup.ts); a test of several such steps
    // on a busy shared machine needs more than vitest's 5 s in all. A limit, not a target.
    testTimeout: 20_000,
  },
});
