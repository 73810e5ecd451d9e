import { escapeXml, FONT, hash32, hsl, label, picker, wrapText } from './svg.ts'
import { motifs } from './thumbnail.motifs.ts'

/**
 * Generated artwork for the catalogue: deterministic from the row (same id and name -> same bytes), so it
 * can be cached for a day and needs no stored binaries. Output is static SVG: no scripts, no external
 * references, no style elements (presentation attributes only, which a strict CSP allows), every piece of
 * caller or operator text escaped.
 */
export interface GameArt {
  id: number
  name: string
  /** The game type's motif: slots, crash, table, fishing, dice, lottery or arcade. */
  motif: string
}

export const GAME_THUMB = { width: 180, height: 240 }

const open = (w: number, h: number, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`

const linear = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

/** The font size that lets the longest line fit `width` px, within [min, max]. */
const fitSize = (lines: string[], width: number, min: number, max: number) => {
  const longest = Math.max(1, ...lines.map((l) => l.length))
  return Math.max(min, Math.min(max, Math.floor(width / (0.66 * longest))))
}

export function gameThumbnail(game: GameArt): string {
  const seed = hash32(`${game.id}:${game.name}`)
  const pick = picker(seed)
  const hue = seed % 360
  const hue2 = hue + 30 + ((seed >>> 9) % 90)
  const draw = motifs[game.motif] ?? motifs.slots
  const lines = wrapText(game.name, 12, 3)
  // Three lines must stay inside the bottom band, so they get a smaller ceiling.
  const size = fitSize(lines, 162, 13, lines.length > 2 ? 19 : 23)
  const { width: w, height: h } = GAME_THUMB
  return [
    open(w, h, game.name),
    '<defs>',
    linear('bg', hsl(hue, 75, 42), hsl(hue2, 80, 16)),
    `<radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="${hsl(hue + 20, 100, 75)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(hue, 100, 50)}" stop-opacity="0"/></radialGradient>`,
    '<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient>',
    `<clipPath id="card"><rect width="${w}" height="${h}" rx="14"/></clipPath>`,
    '</defs>',
    '<g clip-path="url(#card)">',
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<rect width="${w}" height="${h}" rx="14" fill="url(#glow)"/>`,
    `<g transform="translate(0 10)">${draw?.(pick, hue) ?? ''}</g>`,
    `<rect y="140" width="${w}" height="100" fill="url(#band)"/>`,
    '</g>',
    label(lines, { x: w / 2, y: 196, size, fill: '#ffffff', shadow: '#000000' }),
    `<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="13" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`,
    '</svg>',
  ].join('')
}

/** A square icon for a game type tab: the type's motif on a tinted tile. */
export function typeIcon(type: { id: number; name: string; motif: string }): string {
  const seed = hash32(`type:${type.id}:${type.motif}`)
  const hue = seed % 360
  const draw = motifs[type.motif] ?? motifs.slots
  return [
    open(96, 96, type.name),
    `<defs>${linear('bg', hsl(hue, 70, 45), hsl(hue + 40, 75, 22))}</defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#bg)"/>',
    `<g transform="translate(6 10) scale(0.466)">${draw?.(picker(seed), hue) ?? ''}</g>`,
    '</svg>',
  ].join('')
}

/** A brand tile: monogram badge plus the brand name. */
export function brandLogo(brand: { id: number; name: string }): string {
  const seed = hash32(`brand:${brand.id}:${brand.name}`)
  const hue = seed % 360
  const initials = brand.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
  const lines = wrapText(brand.name, 12, 2)
  const size = fitSize(lines, 128, 11, 18)
  return [
    open(200, 80, brand.name),
    `<defs>${linear('bg', hsl(hue, 55, 26), hsl(hue + 50, 60, 12))}</defs>`,
    '<rect width="200" height="80" rx="16" fill="url(#bg)"/>',
    `<circle cx="40" cy="40" r="26" fill="${hsl(hue + 20, 85, 58)}"/>`,
    `<circle cx="40" cy="40" r="21" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`,
    label([initials], { x: 40, y: 41, size: 18, fill: '#ffffff' }),
    label(lines, { x: 134, y: 41, size, fill: '#ffffff', weight: 700 }),
    '</svg>',
  ].join('')
}

/** The lobby advert: our wordmark over coins and sparkles; no other text, so it suits every locale. */
export function lobbyBanner(): string {
  const pick = picker(hash32('lobby-banner'))
  const sparkles = Array.from({ length: 14 }, () => {
    const x = 20 + pick(710)
    const y = 16 + pick(268)
    const r = 2 + pick(4)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff6c8" fill-opacity="${(0.35 + pick(60) / 100).toFixed(2)}"/>`
  }).join('')
  const coin = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#f4b400" stroke="#a86b00" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#ffe27a" stroke-width="3"/>`
  return [
    open(750, 300, 'Lucky Lobby'),
    '<defs>',
    linear('bg', '#2b0f54', '#0d0521'),
    linear('gold', '#fff1a8', '#e5a200', 0, 1),
    '</defs>',
    '<rect width="750" height="300" rx="24" fill="url(#bg)"/>',
    '<path d="M0 230 Q180 170 375 220 T750 200 L750 300 L0 300 Z" fill="#5b21b6" fill-opacity="0.45"/>',
    sparkles,
    coin(610, 110, 46),
    coin(680, 190, 34),
    coin(560, 210, 28),
    coin(470, 250, 22),
    `<text x="60" y="150" font-family="${FONT}" font-size="84" font-weight="900" fill="url(#gold)" stroke="#7a4a00" stroke-width="2">LUCKY</text>`,
    `<text x="64" y="222" font-family="${FONT}" font-size="58" font-weight="800" fill="#ffffff" letter-spacing="12">LOBBY</text>`,
    '</svg>',
  ].join('')
}
