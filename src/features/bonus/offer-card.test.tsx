import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n/index.ts'
import { RuleTerms } from './offer-card.tsx'

afterEach(cleanup)

describe('RuleTerms', () => {
  it('states how the bonus is taken, its wagering multiple and what a withdrawal does, before any deposit', () => {
    const rule = {
      id: 2,
      kind: 2,
      name: 'Every deposit',
      percentBp: 500,
      fixedAmount: 0,
      maxBonus: 2_000,
      minDeposit: 0,
      rechargeTypeId: 0,
      wagerMultiple: 7,
    }
    const { container } = render(
      <dl>
        <RuleTerms rule={rule} channelName={undefined} />
      </dl>,
    )
    const rows = [...container.querySelectorAll('dl > div')].map((d) => d.textContent)
    expect(rows).toEqual([
      'Bonus5%',
      'Up toR$20',
      'How to get itTick the bonus on the Deposit page; without it, no bonus is paid',
      'WageringBet 7× the bonus with cash to move it to your cash',
      'If you withdrawThe bonus stays; your cash is always yours to withdraw',
    ])
  })
})
