import { readJson, writeJson } from '../../api/storage.ts'
import { StorageKey } from '../../api/storage-keys.ts'

/**
 * The lobby as the player last saw it, painted by index.html's inline script before the app's JavaScript
 * has run (scripts/build/vite-shell-plugin.ts), so a player opening the app again (offline too) sees the games
 * at once instead of a skeleton while the app chunk compiles and renders. React's first render replaces
 * it. It is markup only: the links work as plain links until the app takes over.
 *
 * The snapshot is tied to the build's stylesheet (its class names come from that build's CSS modules),
 * to the locale and to `/`; anything else and the inline script shows the skeleton instead.
 */
export interface LobbySnapshot {
  /** The app stylesheet's URL when the snapshot was taken. */
  css: string
  /** The locale it was drawn in. */
  l: string
  /** The app shell's markup. */
  h: string
}

/** Beyond this the snapshot is not kept (localStorage is shared with the persisted queries). */
export const SNAPSHOT_MAX_CHARS = 200_000

// Ids and what points at them would clash with the live app's while both are in the document; style
// attributes would be refused by the CSP (markup inserted by script is not React's CSSOM).
const STRIPPED_ATTRIBUTES = [
  'id',
  'for',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'tabindex',
  'style',
]

/** The game sections kept: the first screen's; fewer nodes to lay out before the app takes over. */
export const SNAPSHOT_SECTIONS = 1

/**
 * The shell's markup without ids, references to ids, parts marked `data-no-snapshot` (the footer, the
 * brand row) and the game sections below the first screen.
 */
export function snapshotMarkup(shell: Element): string {
  const copy = shell.cloneNode(true) as Element
  for (const el of copy.querySelectorAll('[data-no-snapshot]')) el.remove()
  for (const el of [...copy.querySelectorAll('[role="tabpanel"] section')].slice(SNAPSHOT_SECTIONS))
    el.remove()
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of STRIPPED_ATTRIBUTES) el.removeAttribute(name)
  }
  return copy.outerHTML
}

/** The built app stylesheet's URL (absent in the dev server, where CSS arrives through JavaScript). */
export function appStylesheet(doc: Document = document): string | null {
  return doc.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute('href') ?? null
}

/** Keeps the lobby's markup for the next start; false when there is nothing to keep or it is too big. */
export function saveLobbySnapshot(shell: Element, locale: string, css = appStylesheet()): boolean {
  if (!css) return false
  const h = snapshotMarkup(shell)
  if (h.length > SNAPSHOT_MAX_CHARS) return false
  const previous = readJson<LobbySnapshot>(StorageKey.lobbySnapshot)
  if (previous?.css === css && previous.l === locale && previous.h === h) return true
  writeJson(StorageKey.lobbySnapshot, { css, l: locale, h } satisfies LobbySnapshot)
  return true
}
