/**
 * The open overlays, bottom to top. While any is open, every other child of <body> (the app in #root,
 * the overlays under the top one) is inert: neither Tab nor a screen reader's reading cursor reaches the
 * page behind, which aria-modal alone does not ensure. A child marked `data-stay-live` (the toast host)
 * is left alone, so its messages are still announced over a dialog.
 */
const layers: Array<{ root: HTMLElement; parent: HTMLElement | null }> = []
/** What this module made inert, so closing never clears an `inert` that someone else set. */
const madeInert = new Set<Element>()

/**
 * Adds an overlay's root (a child of <body>) as the new top layer. `parent` is the root of the overlay
 * it is rendered inside, if any: when both mount at once, the nested one's effect runs first, and the
 * parent must still go under it.
 */
export function openLayer(root: HTMLElement, parent: HTMLElement | null): void {
  const child = layers.findIndex((l) => l.parent === root)
  layers.splice(child === -1 ? layers.length : child, 0, { root, parent })
  sync()
}

export function closeLayer(root: HTMLElement): void {
  const at = layers.findIndex((l) => l.root === root)
  if (at !== -1) layers.splice(at, 1)
  sync()
}

/** The live overlay: the one keys and focus belong to. */
export function topLayer(): HTMLElement | undefined {
  return layers.at(-1)?.root
}

function sync(): void {
  const top = topLayer()
  const live = (el: Element) => !top || el === top || el.hasAttribute('data-stay-live')
  for (const el of madeInert) {
    if (el.isConnected && !live(el)) continue
    el.removeAttribute('inert')
    madeInert.delete(el)
  }
  if (!top) return
  for (const el of document.body.children) {
    if (live(el) || el.hasAttribute('inert')) continue
    el.setAttribute('inert', '')
    madeInert.add(el)
  }
}
