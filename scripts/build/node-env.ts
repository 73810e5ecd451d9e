/**
 * `vite build` in production mode makes a production bundle whatever NODE_ENV the shell has. Vite
 * honours a NODE_ENV set before it starts, so `NODE_ENV=development npm start` used to ship React's
 * development build (about 199 KiB gzip of JS on `/` instead of 125, and dev-only warnings). A
 * deliberate development build says so with `vite build --mode development`. The dev server is left
 * alone. Called by vite.config.ts before Vite reads NODE_ENV (it does after loading the config).
 */
export function buildNodeEnv(command: 'build' | 'serve', mode: string, current: string | undefined) {
  return command === 'build' && mode === 'production' ? 'production' : current
}
