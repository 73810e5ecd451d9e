import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildNodeEnv } from './scripts/build/node-env.ts'
import { localeAllPlugin } from './scripts/build/vite-locale-plugin.ts'
import { precompressPlugin } from './scripts/build/vite-precompress-plugin.ts'
import { routesManifestPlugin } from './scripts/build/vite-routes-plugin.ts'
import { shellPlugin } from './scripts/build/vite-shell-plugin.ts'

const apiTarget = process.env.API_URL ?? 'http://localhost:8080'

const config: UserConfig = {
  define: {
    __APP_BUILD__: JSON.stringify(process.env.APP_BUILD ?? new Date().toISOString()),
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    react(),
    // English beyond the lobby's core strings, loaded on demand (src/i18n/index.ts).
    localeAllPlugin(),
    // The translated lobby skeleton inlined in index.html, and the CSP hashes of its inline code.
    shellPlugin(),
    // routes.json: the app's route patterns, so the server answers unknown paths with 404 (issue 17).
    routesManifestPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // vite-plugin-pwa 2 on Vite 8 emits an ES module otherwise, which a classic registration rejects.
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        // csp.json and routes.json are read by the server at start, never by the app.
        globIgnores: ['**/games/**', 'csp.json', 'routes.json'],
      },
      // public/manifest.webmanifest, linked by the app after load (src/platform/web-manifest.ts), not by
      // the plugin in index.html: a linked manifest starts Chromium's install check during the first load.
      manifest: false,
      devOptions: { enabled: false },
    }),
    // .br and .gz of every text asset, served as they are (server/http/static.ts).
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: @tanstack/react-store's import of the pre-18 shim would ship
      // the shim's copy of it on every first load.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/app': apiTarget, '/provider': apiTarget, '/dev': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The polyfill only speeds up browsers without <link rel=modulepreload> (Safari < 17); not worth
    // its bytes on every first load. A lazy chunk's imports are found by the browser when it runs, one
    // round trip later; the list of every chunk's imports (~200 hashed names) would weigh on the first load.
    // Only the shared page kit and auth API (the groups below) are fetched beside the page's own chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => /(^|\/)(page-kit|auth-api)-/.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs statically (the shell, the lobby, react, router, query, i18n, and
            // what runs just after the first paint: start popups, telemetry client, update prompt) in one
            // chunk: left alone, rolldown splinters shared code into a dozen small chunks, each a request
            // and a separately compressed file, on every first load (DESIGN 7 budget). One compression
            // window is 1.2 KiB smaller than an after-paint chunk of its own (docs/perf-log.md, 2026-11-28).
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Shared by many lazy pages, so chunks of their own: the auth group below takes its modules'
            // imports along, and every page with a page header or a user query loaded the sign-in forms.
            {
              name: 'page-kit',
              test: /[\\/]src[\\/]ui[\\/](page-header|page-icons|text-field|password-field)\./,
              priority: 2,
            },
            {
              name: 'auth-api',
              test: /[\\/]src[\\/]features[\\/]auth[\\/](index|validation|api[\\/](get-user-info|logout|refresh-data)|components[\\/]use-field-text)\./,
              priority: 2,
            },
            // The auth screens and modals share most of their code: one chunk instead of ~12 tiny ones.
            { name: 'auth', test: /[\\/]src[\\/](features|routes)[\\/]auth[\\/]/, priority: 1 },
            { name: 'games', test: /[\\/]src[\\/](features[\\/]games|routes[\\/]game)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}

export default defineConfig(({ command, mode }) => {
  // A production build is one whatever NODE_ENV the shell has (scripts/build/node-env.ts).
  const nodeEnv = buildNodeEnv(command, mode, process.env.NODE_ENV)
  if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv
  return config
})
