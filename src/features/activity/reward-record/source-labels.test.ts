import { describe, expect, it } from 'vitest'
import { REWARD_SOURCES } from '../../../../contract/reward-sources.ts'
import en from '../../../../locales/en.json'
import es from '../../../../locales/es.json'
import pt from '../../../../locales/pt-BR.json'

/** The reward record's filter lists every source by its label: two alike would be two identical choices. */
describe.each([
  ['en', en],
  ['pt-BR', pt],
  ['es', es],
])('reward source labels in %s', (_, strings) => {
  it('name each source differently', () => {
    const labels: Record<string, string> = strings.rewardRecord.sources
    const shown = REWARD_SOURCES.map((source) => labels[source])
    expect(shown.every((label) => typeof label === 'string' && label.length > 0)).toBe(true)
    expect(new Set(shown).size).toBe(REWARD_SOURCES.length)
  })
})
