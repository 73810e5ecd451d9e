// Builds the bare-stack page of bench:lighthouse (main.tsx) with the app's Vite, React plugin, target and
// precompression, so our server serves it exactly as it serves the app (brotli files written at build).
// npx vite build --config scripts/bench/lighthouse-baseline/vite.config.ts --outDir <dir>
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from '../../build/vite-precompress-plugin.ts'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompressPlugin()],
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false }, emptyOutDir: true },
})
