// Builds the card-stack page of bench:lighthouse (main.tsx) with the app's Vite, React plugin, target and
// precompression, and the app's own service worker (sw/sw.ts) through the same vite-plugin-pwa settings,
// so the worker precaches this page's files as the app's worker precaches the app's.
// npx vite build --config scripts/bench/lighthouse-card-baseline/vite.config.ts --outDir <dir>
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompressPlugin } from '../../build/vite-precompress-plugin.ts'

const repoPath = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: repoPath('sw'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { rollupFormat: 'iife', globPatterns: ['**/*.{js,css,html}'] },
      manifest: false,
      devOptions: { enabled: false },
    }),
    precompressPlugin(),
  ],
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false }, emptyOutDir: true },
})
