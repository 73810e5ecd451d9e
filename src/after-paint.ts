/**
 * What every first visit loads just after the lobby paints: the start popups, the telemetry client (with
 * the comlink worker's page side) and the update prompt. One module behind one dynamic import, so the build
 * emits one chunk (vite.config.ts 'after-paint' group) and no tiny facade chunk per entry point, each a
 * request of its own on the first load.
 */
export { runStartPopups } from './features/start-popups/start.ts'
export * as telemetry from './platform/telemetry.ts'
export { PwaPrompt } from './ui/pwa-prompt.tsx'
