import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * WCAG 2.2 AA contrast of the theme's token pairs, read from theme.css itself, so a colour change that
 * makes text unreadable fails here before anyone has to look at a screen: text >= 4.5:1, non-text
 * (borders, rings, fills beside a surface) >= 3:1. A token with alpha is composited over the surface it
 * sits on; text on a gradient must pass on every colour stop of it.
 */
// From the repository root (vitest's working directory): the jsdom project hands CSS imports over empty.
const css = readFileSync('src/ui/theme.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

type Tokens = Map<string, string>
type Rgba = [number, number, number, number]

function block(selector: string): Tokens {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no ${selector} block in theme.css`)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  const tokens: Tokens = new Map()
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(m[1] ?? '', (m[2] ?? '').trim())
  return tokens
}

const root = block(':root')
const VIP_THEMES = [1, 2, 3, 4, 5, 6].map((n) => ({ n, tokens: block(`[data-vip-theme="${n}"]`) }))

/** A token's value with every var() resolved, `theme` first, then :root. */
function resolve(name: string, theme: Tokens = new Map()): string {
  const raw = theme.get(name) ?? root.get(name)
  if (raw === undefined) throw new Error(`no token ${name}`)
  return raw.replace(/var\((--[\w-]+)\)/g, (_, inner: string) => resolve(inner, theme))
}

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi

function parse(colour: string): Rgba {
  if (colour.startsWith('#')) {
    let hex = colour.slice(1)
    if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('')
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ]
    const a = hex.length === 8 ? Number.parseInt(hex.slice(6, 8), 16) / 255 : 1
    return [r, g, b, a]
  }
  const parts = colour
    .replace(/rgba?\(|\)/g, '')
    .split(/[\s,/]+/)
    .filter(Boolean)
  const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number]
  const alpha = parts[3]
  const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha)
  return [r, g, b, a]
}

/** Every colour a token paints with: one for a colour, each stop for a gradient. */
function colours(name: string, theme?: Tokens): Rgba[] {
  const found = resolve(name, theme).match(COLOUR)
  if (!found) throw new Error(`${name} holds no colour`)
  return found.map(parse)
}

const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
]

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The lowest ratio of `fg` over `bg`, over every stop of either. A background with alpha lies on
 * `under` (the page's --color-bg unless given); a foreground with alpha lies on the background.
 */
function lowest(fg: string, bg: string, opts: { theme?: Tokens; under?: string } = {}): number {
  const base = colours(opts.under ?? '--color-bg', opts.theme)[0] as Rgba
  let min = Number.POSITIVE_INFINITY
  for (const back of colours(bg, opts.theme).map((c) => over(c, base))) {
    for (const front of colours(fg, opts.theme)) min = Math.min(min, contrast(over(front, back), back))
  }
  return Math.round(min * 100) / 100
}

const SURFACES = ['--color-bg', '--color-surface', '--color-surface-2', '--color-surface-3']
const TEXT = 4.5
const NON_TEXT = 3

describe('the contrast formula', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrast(parse('#000'), parse('#fff'))).toBeCloseTo(21, 5)
    expect(contrast(parse('#777777'), parse('#ffffff'))).toBeCloseTo(4.48, 2)
    expect(contrast(parse('#fff'), parse('#fff'))).toBe(1)
  })

  it('composites alpha and reads gradients stop by stop (so a failing stop fails the pair)', () => {
    expect(over(parse('rgb(255 255 255 / 50%)'), parse('#000000'))).toEqual([127.5, 127.5, 127.5, 1])
    root.set('--test-gradient', 'linear-gradient(90deg, #000000 0%, #ffffff 100%)')
    root.set('--test-white', '#ffffff')
    try {
      expect(lowest('--test-white', '--test-gradient')).toBe(1)
    } finally {
      root.delete('--test-gradient')
      root.delete('--test-white')
    }
  })
})

describe('dark theme: text >= 4.5:1', () => {
  const textTokens = [
    '--color-text',
    '--color-text-muted',
    '--color-text-faint',
    '--color-primary',
    '--color-accent',
    '--color-success',
    '--color-danger',
    '--color-info',
  ]
  it.each(textTokens.flatMap((fg) => SURFACES.map((bg) => [fg, bg])))('%s on %s', (fg, bg) => {
    expect(lowest(fg, bg)).toBeGreaterThanOrEqual(TEXT)
  })

  it.each([
    ['--color-on-primary', '--color-primary'],
    ['--color-on-primary', '--color-primary-strong'],
    ['--color-on-primary', '--gradient-primary'],
    ['--color-on-danger', '--color-danger'],
    ['--color-on-badge', '--color-badge-new'],
    ['--color-on-badge', '--gradient-badge-hot'],
    ['--color-text', '--gradient-hero'],
    ['--color-text', '--gradient-card'],
  ])('%s on %s', (fg, bg) => {
    expect(lowest(fg, bg)).toBeGreaterThanOrEqual(TEXT)
  })

  it.each(['--color-surface', '--color-surface-2'])(
    '--color-danger on --color-danger-soft over %s',
    (under) => {
      expect(lowest('--color-danger', '--color-danger-soft', { under })).toBeGreaterThanOrEqual(TEXT)
    },
  )
})

describe.each(VIP_THEMES)('VIP theme $n', ({ tokens }) => {
  it.each(SURFACES)('--vip-primary as text on %s >= 4.5:1', (bg) => {
    expect(lowest('--vip-primary', bg, { theme: tokens })).toBeGreaterThanOrEqual(TEXT)
  })

  it.each(['--vip-primary', '--vip-gradient'])('--vip-on-primary on %s >= 4.5:1', (bg) => {
    expect(lowest('--vip-on-primary', bg, { theme: tokens })).toBeGreaterThanOrEqual(TEXT)
  })

  it.each(SURFACES)('--vip-secondary (never text) beside %s >= 3:1', (bg) => {
    expect(lowest('--vip-secondary', bg, { theme: tokens })).toBeGreaterThanOrEqual(NON_TEXT)
  })

  it('overrides every VIP token', () => {
    expect([...tokens.keys()].sort()).toEqual([
      '--vip-gradient',
      '--vip-on-primary',
      '--vip-primary',
      '--vip-secondary',
    ])
  })
})
