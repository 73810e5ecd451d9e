import type { AppConfig } from '../../contract/calls/config.ts'

/**
 * The appConfig request index.html's inline script starts while the app chunk downloads
 * (scripts/vite-shell-plugin.ts): the locale and token it was sent with, and its parsed reply
 * (undefined when the network or the JSON failed).
 */
export interface BootConfig {
  l: string
  t: string | null
  r: Promise<{ code?: unknown; data?: AppConfig } | undefined>
}

type Holder = { __llBoot?: BootConfig }

/**
 * The inline script's config for `locale` and `token`, once: null when there was none, it was already
 * taken, or it was sent for another locale or session. Resolves to the config, or to null when the
 * reply is no success envelope, so the caller falls back to its own request.
 */
export function takeBootConfig(locale: string, token: string | null): Promise<AppConfig | null> | null {
  const holder = globalThis as Holder
  const boot = holder.__llBoot
  holder.__llBoot = undefined
  return boot?.l === locale && boot.t === token
    ? boot.r.then(
        (env) => (env?.code === 200 && env.data) || null,
        () => null,
      )
    : null
}
