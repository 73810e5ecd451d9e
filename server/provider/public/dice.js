// Roll-under dice: pick a payout, the server rolls 00.00-99.99, under the target wins stake x payout.
import { decimal, fill, h, sleep, stakePicker } from './ui.js'

const ROLL_MS = 1400

export function mountDice(stage, controls, ctx) {
  const { t, lang, money, view, message } = ctx
  const rules = view.rules
  const pct = (v) => decimal(v / 100, lang)
  let choice = rules.multipliers[1] ?? rules.multipliers[0]

  const rollEl = h('output', { class: 'roll', 'data-testid': 'roll', text: '50.00' })
  const zone = h('div', { class: 'zone' })
  const marker = h('div', { class: 'marker' })
  const bar = h('div', { class: 'bar' }, zone, marker)
  const targetEl = h('p', { class: 'target' })
  const info = h('div', { class: 'dice-info' })
  stage.append(
    h(
      'div',
      { class: 'dice-card' },
      rollEl,
      bar,
      h(
        'div',
        { class: 'scale' },
        h('span', { text: '0' }),
        h('span', { text: '50' }),
        h('span', { text: '100' }),
      ),
      targetEl,
      info,
    ),
  )

  const chips = rules.multipliers.map((m) =>
    h('button', {
      class: 'chip',
      type: 'button',
      'aria-pressed': 'false',
      text: `×${decimal(m.multiplier / 100, lang)}`,
      onclick: () => choose(m),
    }),
  )
  const chipRow = h('div', { class: 'chips', role: 'group', 'aria-label': t.payout }, ...chips)
  const picker = stakePicker(t, money.amount, rules.stakes, rules.stakes[2] ?? rules.stakes[0])
  const rollBtn = h(
    'button',
    { class: 'btn primary spin', type: 'button', 'data-testid': 'roll-button' },
    h('span', { text: t.roll }),
  )
  controls.append(chipRow, h('div', { class: 'dice-row' }, picker.el, rollBtn))

  function choose(m) {
    choice = m
    chips.forEach((c, i) => {
      c.setAttribute('aria-pressed', String(rules.multipliers[i] === m))
    })
    zone.style.setProperty('--target', `${m.target / 100}%`)
    targetEl.textContent = fill(t.target, { target: pct(m.target) })
    info.replaceChildren(
      h('span', { text: `${t.chance}: ${pct(m.target)}%` }),
      h('span', { text: `${t.payout}: ×${decimal(m.multiplier / 100, lang)}` }),
    )
  }
  choose(choice)
  message.textContent = fill(t.rtp, { rtp: decimal(rules.rtp, lang) })

  const setChipsDisabled = (off) => {
    for (const c of chips) c.disabled = off
  }

  rollBtn.addEventListener('click', async () => {
    if (rollBtn.disabled) return
    const stake = picker.get()
    rollBtn.disabled = true
    picker.setDisabled(true)
    setChipsDisabled(true)
    message.textContent = ''
    message.className = 'message'
    stage.classList.remove('won', 'lost', 'celebrate')
    const began = performance.now()
    let result
    try {
      result = await ctx.play({ stake, multiplier: choice.multiplier })
    } catch {
      rollBtn.disabled = false
      picker.setDisabled(false)
      setChipsDisabled(false)
      return
    }
    // Tumbling numbers, then the server's roll.
    rollEl.classList.add('rolling')
    while (performance.now() - began < ROLL_MS) {
      rollEl.textContent = pct(Math.floor(Math.random() * 10000))
      await sleep(60)
    }
    rollEl.classList.remove('rolling')
    const o = result.outcome
    rollEl.textContent = pct(o.roll)
    marker.style.setProperty('--at', `${o.roll / 100}%`)
    marker.classList.add('shown')
    if (result.win > stake) {
      stage.classList.add('won', 'celebrate')
      message.textContent = `${fill(t.rolled, { roll: pct(o.roll) })} · ${fill(t.youWin, { amount: money.amount(result.win) })}`
      message.className = 'message big-win'
    } else {
      stage.classList.add('lost')
      message.textContent = `${fill(t.rolled, { roll: pct(o.roll) })} · ${t.noWin}`
      message.className = 'message plain'
    }
    ctx.settled(result)
    rollBtn.disabled = false
    picker.setDisabled(false)
    setChipsDisabled(false)
  })
}
