import { useEffect, useState } from 'react'

/**
 * True once the window has loaded and the main thread has then been idle (or 5 s have passed): for
 * work the first screen does not need, such as registering the service worker, whose install
 * downloads the whole precache (about 1 MB) and then announces itself with a toast.
 */
export function useAfterLoadIdle(win: Window = window): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') {
        const id = win.requestIdleCallback(() => setReady(true), { timeout: 5_000 })
        cancel = () => win.cancelIdleCallback(id)
      } else {
        const id = win.setTimeout(() => setReady(true), 1_000)
        cancel = () => win.clearTimeout(id)
      }
    }
    if (win.document.readyState === 'complete') whenIdle()
    else {
      win.addEventListener('load', whenIdle, { once: true })
      cancel = () => win.removeEventListener('load', whenIdle)
    }
    return () => cancel()
  }, [win])
  return ready
}
