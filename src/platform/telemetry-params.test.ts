import { describe, expect, it } from 'vitest'
import { isAdParam, readAdParams } from './telemetry-params.ts'

function storageOf(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries)
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (k: string) => entries[k] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  }
}

describe('readAdParams', () => {
  it('recognises utm_* and click ids only', () => {
    expect([
      'utm_source',
      'UTM_Campaign',
      'gclid',
      'fbclid',
      'ttclid',
      'clickid',
      'click_id',
      'ad_clickid',
    ]).toSatisfy((names: string[]) => names.every(isAdParam))
    expect(['token', 'll.session', 'utm', 'clicked']).toSatisfy((names: string[]) => !names.some(isAdParam))
  })

  it('takes referral and affiliate codes too, not look-alike keys', () => {
    const cookie = 'ref=friend42; aff_id=77; preferred=dark; ll.referrer=https%3A%2F%2Fx'
    const storage = storageOf({ invite_code: 'ABC123', referrer_seen: '1', Referral: 'blog' })
    expect(readAdParams(cookie, storage)).toEqual({
      ref: 'friend42',
      aff_id: '77',
      invite_code: 'ABC123',
      Referral: 'blog',
    })
  })

  it('merges cookies and localStorage, localStorage winning, skipping other keys and empty values', () => {
    const cookie = 'utm_source=google; token=secret; gclid=abc%20d; utm_medium=; utm_campaign=spring'
    const storage = storageOf({ utm_campaign: 'summer', clickid: 'c1', 'll.token': 'x' })
    expect(readAdParams(cookie, storage)).toEqual({
      utm_source: 'google',
      gclid: 'abc d',
      utm_campaign: 'summer',
      clickid: 'c1',
    })
  })

  it('survives malformed cookies and missing storage, and caps value length', () => {
    expect(readAdParams(`utm_term=%E0%A4%A; fbclid=${'f'.repeat(300)}`, null)).toEqual({
      utm_term: '%E0%A4%A',
      fbclid: 'f'.repeat(256),
    })
  })
})
