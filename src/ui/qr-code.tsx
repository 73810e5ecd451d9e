import qrcode from 'qrcode-generator'
import { useMemo } from 'react'
import s from './qr-code.module.css'

/** Modules of light margin around the symbol: the quiet zone scanners need (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4

/**
 * The dark modules of `text` as a QR code (byte mode, error correction M, the smallest version that holds
 * it), one SVG path of unit squares offset by the quiet zone, and the symbol's size in modules.
 */
export function qrPath(text: string): { path: string; modules: number } {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  const modules = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { path, modules }
}

/**
 * A QR code of `value` (an invite link) as an SVG: dark on a light card whatever the theme, since many
 * scanners cannot read an inverted code. `label` names it for screen readers.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => qrPath(value), [value])
  const side = modules + 2 * QUIET_ZONE
  return (
    <svg
      className={s.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} className={s.light} />
      <path d={path} className={s.dark} />
    </svg>
  )
}
