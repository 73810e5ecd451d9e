// The European wheel, drawn as SVG: 37 pockets in the wheel's order, a turret, a ball. spinTo(pocket)
// turns the wheel one way and the ball the other so the ball stops over the drawn pocket; with reduced
// motion both jump to the end at once.
import { sleep } from './ui.js'

const SVG_NS = 'http://www.w3.org/2000/svg'
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
export const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
export const colourOf = (n) => (n === 0 ? 'green' : REDS.includes(n) ? 'red' : 'black')

const STEP = 360 / 37
const SPIN_MS = 4200
const C = 100

const el = (tag, attrs = {}) => {
  const node = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  return node
}
const polar = (r, deg) => {
  const a = (deg * Math.PI) / 180
  return [(C + r * Math.sin(a)).toFixed(2), (C - r * Math.cos(a)).toFixed(2)]
}

function pocketPath(i, outer, inner) {
  const a0 = i * STEP - STEP / 2
  const a1 = a0 + STEP
  const [x0, y0] = polar(outer, a0)
  const [x1, y1] = polar(outer, a1)
  const [x2, y2] = polar(inner, a1)
  const [x3, y3] = polar(inner, a0)
  return `M${x0} ${y0} A${outer} ${outer} 0 0 1 ${x1} ${y1} L${x2} ${y2} A${inner} ${inner} 0 0 0 ${x3} ${y3} Z`
}

export function wheel(label) {
  const svg = el('svg', { viewBox: '0 0 200 200', class: 'wheel', role: 'img', 'aria-label': label })
  svg.append(el('circle', { cx: C, cy: C, r: 98, class: 'wheel-rim' }))
  const rotor = el('g', { class: 'wheel-rotor' })
  WHEEL_ORDER.forEach((n, i) => {
    rotor.append(el('path', { d: pocketPath(i, 90, 58), class: `pocket pocket-${colourOf(n)}` }))
    const [x, y] = polar(80, i * STEP)
    const text = el('text', {
      x,
      y,
      class: 'pocket-number',
      transform: `rotate(${(i * STEP).toFixed(2)} ${x} ${y})`,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
    })
    text.textContent = String(n)
    rotor.append(text)
  })
  rotor.append(el('circle', { cx: C, cy: C, r: 58, class: 'wheel-cone' }))
  rotor.append(el('path', { d: 'M70 100 H130 M100 70 V130', class: 'wheel-turret' }))
  rotor.append(el('circle', { cx: C, cy: C, r: 10, class: 'wheel-hub' }))
  const ballTrack = el('g', { class: 'ball-track' })
  ballTrack.append(el('circle', { cx: C, cy: C - 64, r: 5, class: 'ball' }))
  svg.append(rotor, ballTrack)

  let rotorAt = 0
  let ballAt = 0
  const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const place = (animate) => {
    for (const g of [rotor, ballTrack]) g.classList.toggle('turning', animate)
    rotor.style.setProperty('transform', `rotate(${rotorAt}deg)`)
    ballTrack.style.setProperty('transform', `rotate(${ballAt}deg)`)
  }

  return {
    el: svg,
    /** Turns the wheel and the ball until the ball rests on `pocket`; resolves when it does. */
    async spinTo(pocket) {
      const i = WHEEL_ORDER.indexOf(pocket)
      const animate = !reduced()
      rotorAt -= 360 * (animate ? 2 : 0) + 90 + Math.floor(Math.random() * 180)
      // The ball ends over pocket i: its angle = the rotor's + i's place on the rotor (mod 360).
      const target = rotorAt + i * STEP
      const turns = animate ? 4 * 360 : 0
      ballAt = ballAt + turns + ((((target - ballAt) % 360) + 360) % 360)
      place(animate)
      if (animate) await sleep(SPIN_MS)
    },
  }
}
