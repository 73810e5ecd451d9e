import { nativeBridge } from './native.ts'

/**
 * Copies text: through the native shell's bridge when present, else the Clipboard API, else the
 * selection-based fallback of older WebViews. Rejects when the copy did not happen (spec 8: "A failed
 * clipboard copy rejects"), so callers can say so instead of claiming success.
 */
export async function copyText(text: string, scope: object = globalThis): Promise<void> {
  const bridge = nativeBridge(scope)
  if (bridge) {
    let copied = false
    try {
      copied = bridge.copyText(text) === true
    } catch {
      copied = false
    }
    if (!copied) throw new Error('copy refused by the native shell')
    return
  }
  if (globalThis.navigator?.clipboard?.writeText) {
    await globalThis.navigator.clipboard.writeText(text)
    return
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy refused')
}
