/** Whether the initial config load has finished, and a way to hear when that may have changed. */
export interface ConfigLoad {
  settled(): boolean
  subscribe(listener: () => void): () => void
}

/**
 * Resolves once the page cover is gone (spec 4: start popups wait for it). The cover is index.html's
 * skeleton (#boot) and the lobby snapshot, hidden by CSS as soon as React renders into #root; main.tsx
 * renders only after the initial config load (or a short wait for it), so "gone" is: #root has content
 * and the config query has an answer (data or an error).
 */
export function whenCoverGone(doc: Document, config: ConfigLoad): Promise<void> {
  return new Promise((resolve) => {
    const root = doc.getElementById('root')
    let observer: MutationObserver | null = null
    let stop = () => {}
    let done = false
    const check = () => {
      if (done || !root?.firstElementChild || !config.settled()) return
      done = true
      stop()
      observer?.disconnect()
      resolve()
    }
    stop = config.subscribe(check)
    if (root && typeof MutationObserver === 'function') {
      observer = new MutationObserver(check)
      observer.observe(root, { childList: true })
    }
    check()
  })
}
