/** The web app manifest (public/manifest.webmanifest). */
export const WEB_MANIFEST_URL = '/manifest.webmanifest'

/** Without an interaction, the manifest is linked this long after the app starts. */
export const MANIFEST_DELAY_MS = 10_000

/**
 * A player's tap, key or wheel. Not `scroll`: the page scrolls itself (a carousel settling on its snap
 * point, a dialog taking focus), which linked the manifest 0.7 s into a cold lobby (perf-log, 2026-11-30,
 * twelfth session); a finger's scroll starts with a pointerdown.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel'] as const

/** Links the web app manifest, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = WEB_MANIFEST_URL
  doc.head.append(link)
}

/**
 * Links the manifest at the player's first tap, key or wheel, or after MANIFEST_DELAY_MS. Not in
 * index.html: a linked manifest starts the browser's install check (the manifest, an icon, its own
 * install UI redrawn for about half a second), which on a 2-core phone took CPU from the first page
 * (docs/perf-log.md, 2026-11-29, sixth session). Chrome's install offer waits for a tap on the page and
 * 30 s on it anyway (its engagement heuristics, web.dev/install-criteria).
 */
export function linkWebManifestSoon(win: Window = window): void {
  const link = () => {
    win.clearTimeout(timer)
    for (const type of INTERACTIONS) win.removeEventListener(type, link, true)
    linkWebManifest(win.document)
  }
  const timer = win.setTimeout(link, MANIFEST_DELAY_MS)
  for (const type of INTERACTIONS) win.addEventListener(type, link, { capture: true, passive: true })
}
