/** Small helpers for the generated artwork: escaping, deterministic hashing and colour. */

// XML 1.0 forbids most C0 control characters even when escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Escapes text for use in SVG text nodes and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** FNV-1a: stable across processes and releases, unlike anything seeded from Math.random. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A tiny deterministic generator for picking several values from one seed. */
export function picker(seed: number) {
  let s = seed || 1
  return (n: number): number => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s % n
  }
}

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Greedy word wrap into at most `maxLines` lines of about `width` characters; overflow ends in an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  // Words longer than a line are cut into line-sized pieces rather than overflowing the artwork.
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.match(new RegExp(`.{1,${Math.max(1, width)}}`, 'gu')) ?? [])
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    if (!current) current = word
    else if (current.length + 1 + word.length <= width) current += ` ${word}`
    else {
      lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`
  return kept
}

/** Centred multi-line label with a soft drop shadow drawn as a second, offset copy (no filters needed). */
export function label(
  lines: string[],
  opts: { x: number; y: number; size: number; fill: string; weight?: number; shadow?: string },
): string {
  const lineHeight = Math.round(opts.size * 1.15)
  const top = opts.y - ((lines.length - 1) * lineHeight) / 2
  const tspans = (dx: number, dy: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${opts.x + dx}" y="${(top + i * lineHeight + dy).toFixed(1)}">${escapeXml(line)}</tspan>`,
      )
      .join('')
  const attrs = `font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 800}" text-anchor="middle" dominant-baseline="middle"`
  const shadow = opts.shadow
    ? `<text ${attrs} fill="${opts.shadow}" fill-opacity="0.55">${tspans(1, 2)}</text>`
    : ''
  return `${shadow}<text ${attrs} fill="${opts.fill}">${tspans(0, 0)}</text>`
}
