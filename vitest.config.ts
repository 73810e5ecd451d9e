import { defineConfig } from 'vitest/config'
import { localeAllPlugin } from './scripts/build/vite-locale-plugin.ts'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'locales/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app's lazily loaded English (src/i18n/index.ts) is a virtual module.
        plugins: [localeAllPlugin()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'workers/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
})
