/**
 * The Android native shell (spec 1: "Native-shell detection (an android bridge) changes download, chat and
 * clipboard behaviour"). The shell loads this web app in a WebView and injects one object with
 * `addJavascriptInterface(bridge, "LuckyLobbyNative")` before the page's scripts run. Android bridge
 * methods are synchronous and take and return only strings, numbers and booleans, so the interface is:
 *
 *   interface LuckyLobbyNative {
 *     getShellVersion(): string        // the shell's own version, e.g. "3.2.0" (diagnostics shows it)
 *     openUpdate(): void               // opens the shell's own update (store page or in-app updater)
 *     openChat(url: string): void      // opens a customer-service chat URL in a native view
 *     copyText(text: string): boolean  // copies to the system clipboard; false when it could not
 *   }
 *
 * With the bridge present, the download page and modal point at openUpdate instead of the web install
 * prompt, customer-service chat opens through openChat, and copying goes through copyText (a false
 * return rejects, like a refused browser copy). Every call is guarded: a bridge method that throws is
 * treated as a failure, never as a crash of the page.
 */
export interface NativeBridge {
  getShellVersion(): string
  openUpdate(): void
  openChat(url: string): void
  copyText(text: string): boolean
}

export const NATIVE_BRIDGE_NAME = 'LuckyLobbyNative'

const METHODS: readonly (keyof NativeBridge)[] = ['getShellVersion', 'openUpdate', 'openChat', 'copyText']

/** The injected bridge when it has the whole interface; a partial object is ignored. */
export function nativeBridge(scope: object = globalThis): NativeBridge | null {
  const candidate = (scope as Record<string, unknown>)[NATIVE_BRIDGE_NAME]
  if (!candidate || typeof candidate !== 'object') return null
  const bridge = candidate as Record<string, unknown>
  return METHODS.every((m) => typeof bridge[m] === 'function') ? (candidate as NativeBridge) : null
}

export const isNativeShell = (scope: object = globalThis): boolean => nativeBridge(scope) !== null

export function nativeShellVersion(scope: object = globalThis): string | null {
  try {
    return nativeBridge(scope)?.getShellVersion() ?? null
  } catch {
    return null
  }
}
