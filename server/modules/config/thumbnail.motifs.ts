import { FONT, hsl } from './svg.ts'

/**
 * One drawing per game type, inside a 180x150 box. `pick` gives deterministic variety per game, `hue`
 * is the game's accent hue. Only shapes and fixed glyphs: no caller text reaches these functions.
 */
export type MotifDraw = (pick: (n: number) => number, hue: number) => string

const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 === 0 ? r : r * 0.45
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

const glyph = (x: number, y: number, size: number, fill: string, text: string) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="900" text-anchor="middle" dominant-baseline="middle" fill="${fill}">${text}</text>`

const slotSymbols = [
  (x: number, y: number) => glyph(x, y + 2, 30, '#e0243c', '7'),
  (x: number, y: number) => star(x, y, 14, '#f6b81a'),
  (x: number, y: number) =>
    `<polygon points="${x},${y - 15} ${x + 12},${y} ${x},${y + 15} ${x - 12},${y}" fill="#28a8e0"/>`,
  (x: number, y: number) =>
    `<path d="M${x - 2} ${y - 4} q4 -12 12 -14" stroke="#2e9e44" stroke-width="3" fill="none"/><circle cx="${x - 6}" cy="${y + 5}" r="7" fill="#d61f45"/><circle cx="${x + 7}" cy="${y + 3}" r="7" fill="#e8334f"/>`,
  (x: number, y: number) =>
    `<rect x="${x - 15}" y="${y - 8}" width="30" height="16" rx="3" fill="#3b2a7a"/>${glyph(x, y + 1, 11, '#fff', 'BAR')}`,
]

const slots: MotifDraw = (pick, hue) => {
  const reels = [0, 1, 2].map((i) => {
    const x = 52 + i * 38
    const symbol = slotSymbols[pick(slotSymbols.length)] ?? slotSymbols[0]
    return `<rect x="${x - 17}" y="56" width="34" height="48" rx="6" fill="#fffaf0"/>${symbol?.(x, 80) ?? ''}`
  })
  return [
    `<rect x="22" y="36" width="136" height="88" rx="16" fill="${hsl(hue, 70, 22)}" stroke="#ffd75e" stroke-width="4"/>`,
    ...reels,
    `<rect x="28" y="78" width="124" height="3" fill="#ffd75e" fill-opacity="0.7"/>`,
    star(36, 28, 7, '#fff6c8'),
    star(150, 132, 6, '#fff6c8'),
  ].join('')
}

const crash: MotifDraw = (pick, hue) => {
  const grid = [40, 70, 100, 130]
    .map((y) => `<line x1="16" y1="${y}" x2="164" y2="${y}" stroke="#fff" stroke-opacity="0.12"/>`)
    .join('')
  const bend = 60 + pick(40)
  const multiplier = `${2 + pick(8)}.${String(pick(100)).padStart(2, '0')}x`
  return [
    grid,
    `<path d="M18 136 Q${bend} 130 150 34 L150 136 Z" fill="${hsl(hue + 30, 90, 60)}" fill-opacity="0.25"/>`,
    `<path d="M18 136 Q${bend} 130 150 34" stroke="${hsl(hue + 30, 95, 65)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<g transform="translate(150 34) rotate(-40)"><path d="M-14 -6 L12 0 L-14 6 L-9 0 Z" fill="#fff"/><path d="M-16 -2 L-26 0 L-16 2 Z" fill="#ffb02e"/></g>`,
    glyph(62, 52, 26, '#ffffff', multiplier),
  ].join('')
}

const suit = (kind: number, x: number, y: number, fill: string) =>
  kind === 0
    ? `<path d="M${x} ${y + 10} C${x - 16} ${y - 2} ${x - 8} ${y - 14} ${x} ${y - 5} C${x + 8} ${y - 14} ${x + 16} ${y - 2} ${x} ${y + 10} Z" fill="${fill}"/>`
    : `<path d="M${x} ${y - 12} C${x + 16} ${y} ${x + 8} ${y + 10} ${x} ${y + 3} C${x - 8} ${y + 10} ${x - 16} ${y} ${x} ${y - 12} Z M${x - 4} ${y + 12} L${x} ${y + 2} L${x + 4} ${y + 12} Z" fill="${fill}"/>`

const table: MotifDraw = (pick, hue) => {
  const card = (x: number, angle: number, kind: number, rank: string) =>
    `<g transform="translate(${x} 74) rotate(${angle})"><rect x="-24" y="-34" width="48" height="68" rx="6" fill="#fff" stroke="#000" stroke-opacity="0.15"/>` +
    `${glyph(-13, -21, 13, kind === 0 ? '#d61f45' : '#1b1b2f', rank)}${suit(kind, 0, 4, kind === 0 ? '#d61f45' : '#1b1b2f')}</g>`
  const ranks = ['A', 'K', 'Q', 'J', '10', '9']
  const chips = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="138" cy="${128 - i * 7}" rx="18" ry="7" fill="${hsl(hue + i * 50, 80, 50)}" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>`,
    )
    .join('')
  return [
    `<ellipse cx="90" cy="124" rx="84" ry="22" fill="#0c5a35" stroke="#e0b84e" stroke-width="3"/>`,
    card(70, -12, pick(2), ranks[pick(ranks.length)] ?? 'A'),
    card(106, 10, pick(2), ranks[pick(ranks.length)] ?? 'K'),
    chips,
  ].join('')
}

const fish = (x: number, y: number, size: number, fill: string, flip: boolean) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size})"><ellipse cx="0" cy="0" rx="18" ry="10" fill="${fill}"/>` +
  `<path d="M15 0 L28 -10 L28 10 Z" fill="${fill}"/><circle cx="-9" cy="-2" r="2.5" fill="#10203a"/></g>`

const fishing: MotifDraw = (pick, hue) => {
  const bubbles = [0, 1, 2, 3, 4]
    .map(
      () =>
        `<circle cx="${20 + pick(140)}" cy="${20 + pick(100)}" r="${2 + pick(5)}" fill="none" stroke="#fff" stroke-opacity="0.6"/>`,
    )
    .join('')
  return [
    `<path d="M0 30 Q22 20 45 30 T90 30 T135 30 T180 30 L180 0 L0 0 Z" fill="#ffffff" fill-opacity="0.12"/>`,
    bubbles,
    fish(72, 78, 1.7, hsl(hue + 30, 95, 60), false),
    fish(132, 50, 0.9, hsl(hue + 180, 80, 65), true),
    fish(128, 112, 1, hsl(hue + 90, 85, 60), true),
    `<path d="M10 150 Q20 110 14 96 M24 150 Q30 118 36 104" stroke="#3ddc97" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ].join('')
}

/** Two dice, the roll-under engine every non-slot game runs; pips vary per game. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
}

const dice: MotifDraw = (pick, hue) => {
  const die = (x: number, y: number, angle: number, face: number, fill: string) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-30" y="-30" width="60" height="60" rx="12" fill="${fill}" stroke="#000" stroke-opacity="0.2" stroke-width="2"/>` +
    (PIPS[face] ?? [])
      .map(([px, py]) => `<circle cx="${px * 16}" cy="${py * 16}" r="6" fill="#1b1b2f"/>`)
      .join('') +
    '</g>'
  return [
    `<ellipse cx="90" cy="132" rx="74" ry="12" fill="#000" fill-opacity="0.25"/>`,
    die(62, 88, -14, 1 + pick(6), '#ffffff'),
    die(118, 72, 12, 1 + pick(6), hsl(hue + 40, 90, 88)),
  ].join('')
}

const lottery: MotifDraw = (pick, hue) => {
  const balls = [
    [44, 92, 24],
    [90, 66, 28],
    [136, 92, 24],
    [66, 126, 18],
    [114, 126, 18],
  ]
  return balls
    .map(([x = 0, y = 0, r = 0], i) => {
      const n = String(1 + pick(49))
      return (
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + i * 70, 85, 55)}"/>` +
        `<circle cx="${x}" cy="${y}" r="${(r * 0.58).toFixed(1)}" fill="#fff"/>` +
        `<circle cx="${x - r * 0.45}" cy="${y - r * 0.5}" r="${(r * 0.2).toFixed(1)}" fill="#fff" fill-opacity="0.6"/>` +
        glyph(x, y + 1, Math.round(r * 0.62), '#1b1b2f', n)
      )
    })
    .join('')
}

/** A symmetric 7x7 pixel sprite from the game's bits, like an arcade invader. */
const arcade: MotifDraw = (pick, hue) => {
  const cells: string[] = []
  const size = 14
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 4; col++) {
      if (pick(100) < 52) continue
      for (const c of col === 3 ? [3] : [col, 6 - col]) {
        cells.push(
          `<rect x="${41 + c * size}" y="${30 + row * size}" width="${size - 1}" height="${size - 1}" fill="${hsl(hue + 40, 90, 65)}"/>`,
        )
      }
    }
  }
  return `<rect x="34" y="24" width="112" height="110" rx="10" fill="#000" fill-opacity="0.25"/>${cells.join('')}`
}

/** A 5x5 field: covered tiles, a few gems and one mine, as the mines game shows it. */
const mines: MotifDraw = (pick, hue) => {
  const tiles: string[] = []
  const size = 20
  const mine = pick(25)
  for (let i = 0; i < 25; i++) {
    const x = 40 + (i % 5) * (size + 2)
    const y = 20 + Math.floor(i / 5) * (size + 2)
    tiles.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="4" fill="${hsl(hue, 45, 30)}"/>`)
    const cx = x + size / 2
    const cy = y + size / 2
    if (i === mine)
      tiles.push(`<circle cx="${cx}" cy="${cy}" r="6" fill="#1b1b1b" stroke="#f87171" stroke-width="2"/>`)
    else if (pick(100) < 30)
      tiles.push(
        `<polygon points="${cx},${cy - 7} ${cx + 6},${cy} ${cx},${cy + 7} ${cx - 6},${cy}" fill="${hsl(hue + 140, 85, 62)}"/>`,
      )
  }
  return tiles.join('')
}

/** A single-zero roulette wheel from above: 37 pockets, the turret, the ball in a pocket that varies per game. */
const roulette: MotifDraw = (pick, hue) => {
  const cx = 90
  const cy = 78
  const at = (r: number, a: number) =>
    `${(cx + r * Math.sin(a)).toFixed(1)} ${(cy - r * Math.cos(a)).toFixed(1)}`
  const step = (2 * Math.PI) / 37
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a0 = i * step - step / 2
    const a1 = a0 + step
    const fill = i === 0 ? '#1f9d55' : i % 2 === 1 ? '#c8102e' : '#17171f'
    return `<path d="M${at(62, a0)} A62 62 0 0 1 ${at(62, a1)} L${at(40, a1)} A40 40 0 0 0 ${at(40, a0)} Z" fill="${fill}" stroke="#e0b84e" stroke-width="0.8"/>`
  }).join('')
  const ball = (1 + pick(36)) * step
  return [
    `<ellipse cx="90" cy="146" rx="70" ry="9" fill="#000" fill-opacity="0.25"/>`,
    `<circle cx="${cx}" cy="${cy}" r="70" fill="${hsl(hue + 20, 45, 24)}" stroke="#e0b84e" stroke-width="4"/>`,
    pockets,
    `<circle cx="${cx}" cy="${cy}" r="40" fill="${hsl(hue + 20, 55, 30)}" stroke="#e0b84e" stroke-width="2"/>`,
    `<path d="M${cx - 22} ${cy} H${cx + 22} M${cx} ${cy - 22} V${cy + 22}" stroke="#f3d27a" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="8" fill="#f3d27a"/>`,
    `<circle cx="${(cx + 51 * Math.sin(ball)).toFixed(1)}" cy="${(cy - 51 * Math.cos(ball)).toFixed(1)}" r="5" fill="#ffffff" stroke="#000" stroke-opacity="0.3"/>`,
  ].join('')
}

/** A blackjack: an ace and a ten-value card fanned on the felt, a face-down dealer card and a chip stack. */
const blackjack: MotifDraw = (pick, hue) => {
  const face = (x: number, y: number, angle: number, kind: number, rank: string) => {
    const ink = kind === 0 ? '#d61f45' : '#1b1b2f'
    return (
      `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-22" y="-31" width="44" height="62" rx="5" fill="#fff" stroke="#000" stroke-opacity="0.2"/>` +
      `${glyph(-11, -19, 12, ink, rank)}${suit(kind, 0, 4, ink)}</g>`
    )
  }
  const tens = ['10', 'J', 'Q', 'K']
  const chips = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="36" cy="${126 - i * 6}" rx="17" ry="6.5" fill="${hsl(hue + 140, 75, 48)}" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>`,
    )
    .join('')
  return [
    `<path d="M4 150 Q90 86 176 150 Z" fill="#0b5a3a" stroke="#e0b84e" stroke-width="3"/>`,
    `<g transform="translate(128 40) rotate(8)"><rect x="-20" y="-28" width="40" height="56" rx="5" fill="${hsl(hue, 60, 38)}" stroke="#fff" stroke-width="2"/><path d="M0 -16 L12 0 L0 16 L-12 0 Z" fill="#fff" fill-opacity="0.5"/></g>`,
    face(76, 84, -10, pick(2), 'A'),
    face(106, 90, 9, pick(2), tens[pick(tens.length)] ?? 'K'),
    chips,
    `<circle cx="150" cy="112" r="17" fill="#f3d27a" stroke="#fff" stroke-width="2"/>`,
    glyph(150, 113, 15, '#1b1b2f', '21'),
  ].join('')
}

export const motifs: Record<string, MotifDraw> = {
  blackjack,
  roulette,
  slots,
  crash,
  table,
  fishing,
  dice,
  lottery,
  arcade,
  mines,
}
