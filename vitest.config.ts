import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside a React Server environment; unit tests import server modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}', 'mock-backend/**/*.test.ts'],
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
  },
});
