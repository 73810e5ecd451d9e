import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { drawErrorText } from './draw-error.ts'

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key
const refusal = (code: number, msg: string) =>
  new ApiError({ call: 'receiveDrawChance', code, msg, status: 409 })

describe('drawErrorText', () => {
  it('gives 1001-1004 their own message each and any other code the generic one', () => {
    expect(drawErrorText(refusal(1001, 'jackpotNoChance'), t)).toBe('errors.jackpotNoChance')
    expect(drawErrorText(refusal(1002, 'jackpotNotRunning'), t)).toBe('errors.jackpotNotRunning')
    expect(drawErrorText(refusal(1003, 'jackpotBusy'), t)).toBe('errors.jackpotBusy')
    expect(drawErrorText(refusal(1004, 'jackpotPoolExhausted'), t)).toBe('errors.jackpotPoolExhausted')
    expect(drawErrorText(refusal(500, 'internal'), t)).toBe('errors.failedWithCode {"code":500}')
    expect(drawErrorText(refusal(1201, 'vipDailyClaimed'), t)).toBe('errors.failedWithCode {"code":1201}')
  })

  it('says a draw that never reached the server was not sent, not "code 0"', () => {
    const offline = new ApiError({ call: 'receiveDrawChance', code: 0, msg: 'network', status: 0 })
    expect(drawErrorText(offline, t)).toBe('errors.network')
    expect(drawErrorText(new Error('boom'), t)).toBe('errors.unknown')
  })
})
