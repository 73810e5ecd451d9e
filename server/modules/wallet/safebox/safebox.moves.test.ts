import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ledgerViolations } from '../ledger/ledger.invariants.ts'
import { boxPlayer, moves, PASSWORD, wallet } from './safebox.test-helpers.ts'

const PARALLEL = 20

describe.each(testDatabases)('safe-box moves on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t?.close())

  it('moves coins in and out through the ledger and shows them in user info and the records', async () => {
    const p = await boxPlayer(t, 50_000)
    const inReply = await call(t, 'safeboxIn', { amount: 30_000 }, { token: p.token })
    expect([inReply.status, inReply.data]).toEqual([200, { coin: 20_000, safebox: 30_000 }])
    const out = await call(t, 'safeboxOut', { amount: 12_500, password: PASSWORD }, { token: p.token })
    expect([out.status, out.data]).toEqual([200, { coin: 32_500, safebox: 17_500 }])
    expect(await wallet(t, p.id)).toEqual({ cash: 32_500, safebox: 17_500 })
    expect((await call(t, 'getUserInfo', {}, { token: p.token })).data).toMatchObject({
      coin: 32_500,
      safebox: 17_500,
    })
    expect((await call(t, 'getSafeboxInfo', {}, { token: p.token })).data).toEqual({
      safebox: 17_500,
      coin: 32_500,
      hasPassword: true,
      passwordLength: 6,
      interestBps: 5,
      interestTotal: 0,
    })
    const records = await call(t, 'appUserCoinDetail', { pageNum: 1, pageSize: 10 }, { token: p.token })
    expect(
      records.data.list.slice(0, 2).map((r: { kind: string; amount: number }) => [r.kind, r.amount]),
    ).toEqual([
      ['safebox_out', 12_500],
      ['safebox_in', -30_000],
    ])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses bad amounts, more than the wallet or the box holds, and a missing or wrong password, moving nothing', async () => {
    const p = await boxPlayer(t, 10_000)
    expect((await call(t, 'safeboxIn', { amount: 4_000 }, { token: p.token })).status).toBe(200)
    const badAmounts: Array<[unknown, string]> = [
      [-100, 'outOfRange'],
      [0, 'outOfRange'],
      [10.5, 'invalidType'],
      ['100', 'invalidType'],
      [1e13, 'outOfRange'],
      [null, 'invalidType'],
    ]
    for (const [amount, detail] of badAmounts) {
      for (const [path, extra] of [
        ['safeboxIn', {}],
        ['safeboxOut', { password: PASSWORD }],
      ] as const) {
        const res = await call(t, path, { amount, ...extra }, { token: p.token })
        expect([res.status, res.msg, res.details?.amount], `${path} ${String(amount)}`).toEqual([
          400,
          'validation',
          detail,
        ])
      }
    }
    const overWallet = await call(t, 'safeboxIn', { amount: 6_001 }, { token: p.token })
    expect([overWallet.status, overWallet.msg, overWallet.details]).toEqual([
      400,
      'insufficientFunds',
      { amount: 'outOfRange' },
    ])
    const overBox = await call(t, 'safeboxOut', { amount: 4_001, password: PASSWORD }, { token: p.token })
    expect([overBox.status, overBox.code, overBox.msg]).toEqual([400, 2203, 'safeboxShort'])
    const noPassword = await call(t, 'safeboxOut', { amount: 1_000 }, { token: p.token })
    expect([noPassword.status, noPassword.details]).toEqual([400, { password: 'required' }])
    const wrong = await call(t, 'safeboxOut', { amount: 1_000, password: '000000' }, { token: p.token })
    expect([wrong.status, wrong.msg]).toEqual([400, 'safeboxPasswordInvalid'])
    const nul = await call(t, 'safeboxOut', { amount: 1_000, password: '24681\u0000' }, { token: p.token })
    expect([nul.status, nul.details]).toEqual([400, { password: 'invalidFormat' }])
    const huge = await call(
      t,
      'safeboxOut',
      { amount: 1_000, password: '2'.repeat(50_000) },
      { token: p.token },
    )
    expect([huge.status, huge.details]).toEqual([400, { password: 'invalidFormat' }])
    expect(await wallet(t, p.id)).toEqual({ cash: 6_000, safebox: 4_000 })
    expect(await moves(t, p.id, 'safebox_out')).toBe(0)
  })

  it('refuses moving in before a password is set (coins could not come out)', async () => {
    const p = await boxPlayer(t, 10_000, { password: null })
    const res = await call(t, 'safeboxIn', { amount: 1_000 }, { token: p.token })
    expect([res.status, res.code, res.msg]).toEqual([409, 2202, 'safeboxPasswordNotSet'])
    expect(await wallet(t, p.id)).toEqual({ cash: 10_000, safebox: 0 })
  })

  it('moves once under one idempotency key: a replay and 20 parallel sends get the balances, a new body 409', async () => {
    const p = await boxPlayer(t, 10_000)
    const key = `safebox-in-${p.id}-aaaaaaaa`
    const first = await call(t, 'safeboxIn', { amount: 3_000 }, { token: p.token, idempotencyKey: key })
    const replay = await call(t, 'safeboxIn', { amount: 3_000 }, { token: p.token, idempotencyKey: key })
    expect([first.data, replay.status, replay.data]).toEqual([
      { coin: 7_000, safebox: 3_000 },
      200,
      { coin: 7_000, safebox: 3_000 },
    ])
    const other = await call(t, 'safeboxIn', { amount: 2_000 }, { token: p.token, idempotencyKey: key })
    expect([other.status, other.msg]).toEqual([409, 'idempotencyConflict'])

    const inKey = `safebox-in-${p.id}-cccccccc`
    const ins = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(t, 'safeboxIn', { amount: 1_000 }, { token: p.token, idempotencyKey: inKey }),
      ),
    )
    expect(ins.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200))
    expect(await wallet(t, p.id)).toEqual({ cash: 6_000, safebox: 4_000 })

    // Each send checks the password, and at most 5 checks of one player's password run at once (the
    // attempt limit reserves before checking): the others are told to wait. The key moves once either way.
    const outKey = `safebox-out-${p.id}-bbbbbbbb`
    const outs = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call(
          t,
          'safeboxOut',
          { amount: 1_000, password: PASSWORD },
          { token: p.token, idempotencyKey: outKey },
        ),
      ),
    )
    expect(outs.every((r) => r.status === 200 || r.status === 429)).toBe(true)
    expect(outs.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1)
    const again = await call(
      t,
      'safeboxOut',
      { amount: 1_000, password: PASSWORD },
      { token: p.token, idempotencyKey: outKey },
    )
    expect([again.status, again.data]).toEqual([200, { coin: 7_000, safebox: 3_000 }])
    expect(await wallet(t, p.id)).toEqual({ cash: 7_000, safebox: 3_000 })
    expect([await moves(t, p.id, 'safebox_in'), await moves(t, p.id, 'safebox_out')]).toEqual([2, 1])
  })

  it(`never goes below zero: ${PARALLEL} parallel moves of different keys take exactly what there is`, async () => {
    const p = await boxPlayer(t, 7_000)
    const ins = await Promise.all(
      Array.from({ length: PARALLEL }, () => call(t, 'safeboxIn', { amount: 1_000 }, { token: p.token })),
    )
    expect(ins.filter((r) => r.status === 200)).toHaveLength(7)
    expect(ins.filter((r) => r.msg === 'insufficientFunds')).toHaveLength(PARALLEL - 7)
    expect(await wallet(t, p.id)).toEqual({ cash: 0, safebox: 7_000 })

    // Five at once: as many password checks as may run together (SAFEBOX_FAILS).
    const outs = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'safeboxOut', { amount: 2_000, password: PASSWORD }, { token: p.token }),
      ),
    )
    expect(outs.filter((r) => r.status === 200)).toHaveLength(3)
    expect(outs.filter((r) => r.msg === 'safeboxShort')).toHaveLength(2)
    expect(await wallet(t, p.id)).toEqual({ cash: 6_000, safebox: 1_000 })
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it("touches only the caller's box: another player sees nothing and cannot move it", async () => {
    const a = await boxPlayer(t, 5_000)
    const b = await boxPlayer(t, 0, { password: null })
    expect((await call(t, 'safeboxIn', { amount: 5_000 }, { token: a.token })).status).toBe(200)
    expect((await call(t, 'getSafeboxInfo', {}, { token: b.token })).data).toMatchObject({
      safebox: 0,
      coin: 0,
      hasPassword: false,
    })
    const bOut = await call(t, 'safeboxOut', { amount: 1_000, password: PASSWORD }, { token: b.token })
    expect(bOut.msg).toBe('safeboxPasswordNotSet')
    const named = await call(
      t,
      'safeboxOut',
      { amount: 1_000, password: PASSWORD, userId: a.id },
      { token: b.token },
    )
    expect([named.status, named.details]).toEqual([400, { userId: 'unknownField' }])
    expect((await call(t, 'safeboxIn', { amount: 1_000 }, {})).status).toBe(401)
    expect(await wallet(t, a.id)).toEqual({ cash: 0, safebox: 5_000 })
  })
})
