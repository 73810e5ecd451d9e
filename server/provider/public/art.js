// Our own symbol art: small SVG drawings in a 100 x 100 box, coloured per theme. No third-party assets.
const SVG_NS = 'http://www.w3.org/2000/svg'

const SHAPES = {
  star: (c, a) =>
    `<circle cx="50" cy="50" r="44" fill="${a}" opacity=".25"/><polygon points="50,6 61,36 94,36 67,56 77,88 50,69 23,88 33,56 6,36 39,36" fill="${c}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="52" r="9" fill="#fff" opacity=".85"/>`,
  crown: (c, a) =>
    `<path d="M14 72 L10 30 L32 48 L50 18 L68 48 L90 30 L86 72 Z" fill="${c}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/><rect x="14" y="72" width="72" height="12" rx="4" fill="${a}"/><circle cx="50" cy="58" r="7" fill="#fff" opacity=".9"/>`,
  gem: (c, a) =>
    `<polygon points="50,88 10,40 26,16 74,16 90,40" fill="${c}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><polygon points="26,16 38,40 50,16 62,40 74,16" fill="${a}" opacity=".7"/><polyline points="10,40 90,40" stroke="#fff" stroke-width="2" opacity=".7"/><polyline points="38,40 50,88 62,40" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>`,
  seven: (c, a) =>
    `<path d="M18 18 H82 V30 L50 88 H32 L64 32 H18 Z" fill="${c}" stroke="${a}" stroke-width="5" stroke-linejoin="round"/>`,
  moon: (c, a) =>
    `<path d="M62 10 A40 40 0 1 0 90 66 A32 32 0 1 1 62 10 Z" fill="${c}" stroke="${a}" stroke-width="3"/><circle cx="70" cy="30" r="4" fill="${a}"/>`,
  clover: (c, a) =>
    `<circle cx="36" cy="36" r="17" fill="${c}"/><circle cx="64" cy="36" r="17" fill="${c}"/><circle cx="36" cy="62" r="17" fill="${c}"/><circle cx="64" cy="62" r="17" fill="${c}"/><path d="M50 50 Q58 78 72 92" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  cherry: (c, a) =>
    `<path d="M32 64 Q40 30 62 12 Q64 40 70 62" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="30" cy="70" r="18" fill="${c}"/><circle cx="70" cy="68" r="18" fill="${c}"/><circle cx="24" cy="64" r="5" fill="#fff" opacity=".7"/><circle cx="64" cy="62" r="5" fill="#fff" opacity=".7"/>`,
  heart: (c, a) =>
    `<path d="M50 88 C10 60 8 34 24 22 C36 13 48 20 50 30 C52 20 64 13 76 22 C92 34 90 60 50 88 Z" fill="${c}" stroke="${a}" stroke-width="4"/>`,
  drop: (c, a) =>
    `<path d="M50 8 C66 34 82 50 82 66 A32 32 0 0 1 18 66 C18 50 34 34 50 8 Z" fill="${c}" stroke="${a}" stroke-width="4"/><path d="M34 66 A16 16 0 0 0 46 80" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/>`,
  leaf: (c, a) =>
    `<path d="M14 86 C14 40 40 14 88 12 C86 58 60 86 14 86 Z" fill="${c}" stroke="${a}" stroke-width="4"/><path d="M14 86 L70 30" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  flame: (c, a) =>
    `<path d="M50 92 C24 92 16 70 22 54 C28 40 40 34 38 12 C58 24 66 40 64 52 C70 46 72 40 72 34 C84 48 86 60 82 72 C78 84 66 92 50 92 Z" fill="${c}" stroke="${a}" stroke-width="4"/><path d="M50 86 C40 86 36 76 40 68 C44 60 50 58 50 48 C60 58 64 66 60 76 C58 82 54 86 50 86 Z" fill="#fff" opacity=".6"/>`,
  flake: (c, a) =>
    `<g stroke="${c}" stroke-width="8" stroke-linecap="round"><line x1="50" y1="8" x2="50" y2="92"/><line x1="14" y1="29" x2="86" y2="71"/><line x1="14" y1="71" x2="86" y2="29"/></g><circle cx="50" cy="50" r="12" fill="${a}"/>`,
  fish: (c, a) =>
    `<path d="M12 50 C30 22 62 22 78 50 C62 78 30 78 12 50 Z" fill="${c}" stroke="${a}" stroke-width="4"/><polygon points="76,50 94,32 94,68" fill="${a}"/><circle cx="32" cy="46" r="5" fill="#fff"/>`,
  shell: (c, a) =>
    `<path d="M50 14 L88 64 Q50 92 12 64 Z" fill="${c}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/><g stroke="${a}" stroke-width="3"><line x1="50" y1="14" x2="30" y2="80"/><line x1="50" y1="14" x2="50" y2="84"/><line x1="50" y1="14" x2="70" y2="80"/></g>`,
  bolt: (c, a) =>
    `<polygon points="58,6 20,56 46,56 38,94 82,40 54,40" fill="${c}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/>`,
  coin: (c, a) =>
    `<circle cx="50" cy="50" r="40" fill="${c}" stroke="${a}" stroke-width="6"/><circle cx="50" cy="50" r="26" fill="none" stroke="${a}" stroke-width="3" opacity=".7"/><polygon points="50,32 56,46 70,46 58,54 62,68 50,60 38,68 42,54 30,46 44,46" fill="${a}"/>`,
}

// Per theme: the shape and colours of W, H1, H2, H3, L1, L2, L3, L4, and the page palette.
export const SLOT_THEMES = {
  gold: {
    bg: ['#2a1305', '#6b3510'],
    accent: '#ffc83d',
    shapes: ['star', 'crown', 'gem', 'seven', 'coin', 'clover', 'cherry', 'heart'],
    colors: ['#ffd23f', '#f7b500', '#3ddc97', '#e8412c', '#f3a712', '#49c25e', '#d7263d', '#ff6f91'],
  },
  ocean: {
    bg: ['#031b34', '#0b4f7c'],
    accent: '#6ee7f9',
    shapes: ['star', 'fish', 'shell', 'moon', 'drop', 'leaf', 'coin', 'heart'],
    colors: ['#fff27a', '#ff8a3d', '#f7a8c4', '#c7d2fe', '#38bdf8', '#34d399', '#facc15', '#fb7185'],
  },
  neon: {
    bg: ['#12002b', '#3b0a6b'],
    accent: '#ff4fd8',
    shapes: ['star', 'bolt', 'gem', 'seven', 'heart', 'drop', 'moon', 'cherry'],
    colors: ['#f9f871', '#00f5d4', '#9b5de5', '#ff4fd8', '#f15bb5', '#00bbf9', '#fee440', '#ff5d8f'],
  },
  jungle: {
    bg: ['#06220f', '#1f5a2a'],
    accent: '#b8f55a',
    shapes: ['star', 'crown', 'flame', 'leaf', 'cherry', 'clover', 'drop', 'coin'],
    colors: ['#ffe066', '#ff9f1c', '#ff5400', '#7bd389', '#e63946', '#2ec4b6', '#4cc9f0', '#f4d35e'],
  },
  frost: {
    bg: ['#0a1530', '#234e8c'],
    accent: '#a5d8ff',
    shapes: ['star', 'flake', 'gem', 'moon', 'drop', 'heart', 'clover', 'bolt'],
    colors: ['#fff3b0', '#e0f2fe', '#7dd3fc', '#c4b5fd', '#60a5fa', '#f9a8d4', '#86efac', '#fde68a'],
  },
}

export const DICE_THEMES = {
  sky: { bg: ['#0b1d3a', '#1d4e89'], accent: '#7dd3fc', win: '#34d399', lose: '#f87171' },
  velvet: { bg: ['#2a0614', '#6d1532'], accent: '#fbbf24', win: '#4ade80', lose: '#fb7185' },
  reef: { bg: ['#002a2a', '#005f5f'], accent: '#5eead4', win: '#a3e635', lose: '#fb923c' },
  lantern: { bg: ['#2b1000', '#7a2e00'], accent: '#fdba74', win: '#86efac', lose: '#fca5a5' },
}

export const MINES_THEMES = {
  meadow: { bg: ['#05240f', '#12592b'], accent: '#86efac', win: '#4ade80', lose: '#f87171', gem: '#5eead4' },
  cavern: { bg: ['#0d0b2b', '#312a7a'], accent: '#c4b5fd', win: '#4ade80', lose: '#fb7185', gem: '#a5b4fc' },
  ember: { bg: ['#2b0b00', '#7c2d12'], accent: '#fdba74', win: '#86efac', lose: '#fca5a5', gem: '#fde047' },
  lagoon: { bg: ['#00202e', '#075985'], accent: '#7dd3fc', win: '#a3e635', lose: '#fb923c', gem: '#f9a8d4' },
}

export const ROULETTE_THEMES = {
  velvet: { bg: ['#22040f', '#5c0f2a'], accent: '#f5c451', win: '#4ade80', lose: '#fb7185' },
  emerald: { bg: ['#021b12', '#0b4d33'], accent: '#fcd34d', win: '#86efac', lose: '#fca5a5' },
  midnight: { bg: ['#070b1f', '#1e2a5e'], accent: '#c4b5fd', win: '#4ade80', lose: '#fb7185' },
  ruby: { bg: ['#1f0505', '#6b1010'], accent: '#fde68a', win: '#86efac', lose: '#fca5a5' },
  ivory: { bg: ['#1a1407', '#4a3a12'], accent: '#fef3c7', win: '#4ade80', lose: '#f87171' },
}

export const BLACKJACK_THEMES = {
  harbor: { bg: ['#03231c', '#0b5a45'], accent: '#facc15', win: '#4ade80', lose: '#fca5a5' },
  claret: { bg: ['#2a0610', '#6b1a2c'], accent: '#fcd34d', win: '#86efac', lose: '#fda4af' },
  slate: { bg: ['#0b1622', '#23415e'], accent: '#7dd3fc', win: '#a3e635', lose: '#fca5a5' },
  copper: { bg: ['#241004', '#6b3410'], accent: '#fdba74', win: '#86efac', lose: '#fca5a5' },
  indigo: { bg: ['#0e0a2e', '#33287a'], accent: '#c4b5fd', win: '#4ade80', lose: '#fb7185' },
}

const SUITS = [
  // spades, hearts, diamonds, clubs, each in a 20 x 20 box
  '<path d="M10 1C14 6 19 9 19 12.5C19 15.5 15.5 17 12 14.5L13.5 19H6.5L8 14.5C4.5 17 1 15.5 1 12.5C1 9 6 6 10 1Z"/>',
  '<path d="M10 18C2 12 0 8 2 5C4 2 8 2 10 6C12 2 16 2 18 5C20 8 18 12 10 18Z"/>',
  '<path d="M10 1L18 10L10 19L2 10Z"/>',
  '<circle cx="10" cy="5.5" r="4.3"/><circle cx="5" cy="11.5" r="4.3"/><circle cx="15" cy="11.5" r="4.3"/><path d="M9 11H11L13 19H7Z"/>',
]
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']

/** A playing card drawn by us (0-51: suit x 13 + rank), or its back (null). */
export function cardSvg(card) {
  const svg = document.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', '0 0 60 84')
  svg.setAttribute('aria-hidden', 'true')
  svg.classList.add('card-art')
  if (card === null) {
    svg.innerHTML =
      '<rect x="1" y="1" width="58" height="82" rx="6" fill="#f8fafc"/><rect x="5" y="5" width="50" height="74" rx="4" class="card-back"/><rect x="10" y="10" width="40" height="64" rx="3" fill="none" stroke="#fff" stroke-width="1.5" opacity=".6"/><path d="M30 24L42 42L30 60L18 42Z" fill="#fff" opacity=".55"/>'
    return svg
  }
  const suit = Math.floor(card / 13)
  const rank = RANKS[card % 13]
  const colour = suit === 1 || suit === 2 ? '#c8102e' : '#1f2937'
  const face = card % 13 >= 10
  const centre = face
    ? `<rect x="14" y="20" width="32" height="44" rx="4" fill="none" stroke="${colour}" stroke-width="1.5"/><text x="30" y="50" font-size="22" text-anchor="middle" font-weight="800" fill="${colour}">${rank}</text>`
    : `<g transform="translate(17 29) scale(1.3)" fill="${colour}">${SUITS[suit]}</g>`
  svg.innerHTML = `<rect x="1" y="1" width="58" height="82" rx="6" fill="#fdfdfb" stroke="#cbd5e1"/><g font-family="system-ui, sans-serif"><text x="5" y="16" font-size="${rank === '10' ? 12 : 14}" font-weight="800" fill="${colour}">${rank}</text><g transform="translate(5 19) scale(.5)" fill="${colour}">${SUITS[suit]}</g>${centre}<g transform="rotate(180 30 42)"><text x="5" y="16" font-size="${rank === '10' ? 12 : 14}" font-weight="800" fill="${colour}">${rank}</text></g></g>`
  return svg
}

export const CRASH_THEMES = {
  dawn: { bg: ['#1b0b33', '#7a2e5c'], accent: '#fdba74', win: '#4ade80', lose: '#f87171', trail: '#fde68a' },
  midnight: {
    bg: ['#020617', '#1e3a8a'],
    accent: '#93c5fd',
    win: '#86efac',
    lose: '#fb7185',
    trail: '#c4b5fd',
  },
  candy: { bg: ['#3b0a3f', '#9d174d'], accent: '#f9a8d4', win: '#a3e635', lose: '#fca5a5', trail: '#fef08a' },
  mint: { bg: ['#022c22', '#0f766e'], accent: '#5eead4', win: '#bef264', lose: '#fb923c', trail: '#a7f3d0' },
}

/** The crash flyer: a folded paper glider pointing up and right, drawn around (0, 0). */
export const CRASH_FLYER =
  '<polygon points="14,-6 -12,-14 -4,-2" class="flyer-wing"/><polygon points="14,-6 -4,-2 -8,10" class="flyer-body"/><polyline points="14,-6 -4,-2" stroke="#fff" stroke-width="1.2" fill="none" opacity=".7"/>'

/** A mines tile's face: a cut gem, or a mine (a dark ball with spikes and a spark). */
export function tileSvg(kind) {
  const svg = document.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', '0 0 100 100')
  svg.setAttribute('aria-hidden', 'true')
  svg.classList.add('tile-art', `tile-${kind}`)
  svg.innerHTML =
    kind === 'gem'
      ? '<polygon points="50,90 12,42 28,16 72,16 88,42" class="gem-body"/><polygon points="28,16 40,42 50,16 60,42 72,16" fill="#fff" opacity=".45"/><polyline points="12,42 88,42" stroke="#fff" stroke-width="3" opacity=".7"/><polyline points="40,42 50,90 60,42" fill="none" stroke="#fff" stroke-width="2" opacity=".55"/>'
      : '<g stroke="#9ca3af" stroke-width="8" stroke-linecap="round"><line x1="50" y1="10" x2="50" y2="90"/><line x1="10" y1="50" x2="90" y2="50"/><line x1="22" y1="22" x2="78" y2="78"/><line x1="22" y1="78" x2="78" y2="22"/></g><circle cx="50" cy="50" r="28" fill="#1f1f1f" stroke="var(--lose)" stroke-width="4"/><circle cx="40" cy="40" r="7" fill="#fff" opacity=".7"/>'
  return svg
}

export const SYMBOL_IDS = ['W', 'H1', 'H2', 'H3', 'L1', 'L2', 'L3', 'L4']

/** An <svg> of one symbol in a theme. */
export function symbolSvg(theme, symbol) {
  const i = Math.max(0, SYMBOL_IDS.indexOf(symbol))
  const shape = SHAPES[theme.shapes[i]] ?? SHAPES.coin
  const svg = document.createElementNS(SVG_NS, 'svg')
  svg.setAttribute('viewBox', '0 0 100 100')
  svg.setAttribute('aria-hidden', 'true')
  svg.classList.add('sym', `sym-${symbol}`)
  svg.innerHTML = shape(theme.colors[i], i === 0 ? '#ffffff' : theme.accent)
  return svg
}

/** Applies a theme's palette to the page through CSS custom properties (no inline style attributes). */
export function applyPalette(theme) {
  const root = document.documentElement.style
  root.setProperty('--bg1', theme.bg[0])
  root.setProperty('--bg2', theme.bg[1])
  root.setProperty('--accent', theme.accent)
  if (theme.win) root.setProperty('--win', theme.win)
  if (theme.lose) root.setProperty('--lose', theme.lose)
  if (theme.gem) root.setProperty('--gem', theme.gem)
  if (theme.trail) root.setProperty('--trail', theme.trail)
}
