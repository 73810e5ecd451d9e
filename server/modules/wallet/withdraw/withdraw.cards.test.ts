import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userBankCards } from '../../../db/schema/index.ts'
import { seedLengths } from '../../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ACCOUNT_NO, addCard, player } from '../wallet.test-helpers.ts'

describe.each(testDatabases)('bank cards on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const rows = (userId: number) =>
    t.database.db.select().from(userBankCards).where(eq(userBankCards.userId, userId))

  it('adds a card, stores the full number and only ever replies with the last 4', async () => {
    const p = await player(t)
    const res = await call(
      t,
      'addBankInfo',
      { bankId: 2, holderName: '  Ana   Silva ', accountNo: ACCOUNT_NO },
      { token: p.token },
    )
    expect(res.status).toBe(200)
    expect(res.data.card).toMatchObject({
      bankId: 2,
      bankName: 'Summit Savings',
      holderName: 'Ana Silva',
      accountNoMasked: '****5678',
    })
    expect(JSON.stringify(res.data)).not.toContain('62220200')
    const [row] = await rows(p.id)
    expect(row?.accountNo).toBe('6222020012345678')

    const list = await call(t, 'getBankInfoList', {}, { token: p.token })
    expect(list.data.appUserBank).toMatchObject({ id: res.data.card.id, accountNoMasked: '****5678' })
    expect(Object.keys(list.data.appUserBankList)).toEqual(['2'])
    expect(list.data.maxCards).toBe(5)
    expect(list.data.bankList.length).toBeGreaterThan(0)
    expect(JSON.stringify(list.data)).not.toContain('62220200')
  })

  it('checks the account number against the configured withdraw-account lengths', async () => {
    const p = await player(t)
    const { min, max } = seedLengths.withdrawAccount
    const short = await call(
      t,
      'addBankInfo',
      { bankId: 1, holderName: 'Ana', accountNo: '1'.repeat(min - 1) },
      { token: p.token },
    )
    expect(short).toMatchObject({ status: 400, details: { accountNo: 'tooShort' } })
    const long = await call(
      t,
      'addBankInfo',
      { bankId: 1, holderName: 'Ana', accountNo: '1'.repeat(max + 1) },
      { token: p.token },
    )
    expect(long).toMatchObject({ status: 400, details: { accountNo: 'tooLong' } })
    const bad = await call(
      t,
      'addBankInfo',
      { bankId: 1, holderName: 'Ana', accountNo: '1234<5678' },
      { token: p.token },
    )
    expect(bad).toMatchObject({ status: 400, details: { accountNo: 'invalidFormat' } })
    expect(
      (
        await call(
          t,
          'addBankInfo',
          { bankId: 1, holderName: 'Ana', accountNo: '1'.repeat(min) },
          { token: p.token },
        )
      ).status,
    ).toBe(200)
    expect(await rows(p.id)).toHaveLength(1)
  })

  it('refuses bad input with a clear error and stores nothing', async () => {
    const p = await player(t)
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ bankId: -1, holderName: 'Ana', accountNo: ACCOUNT_NO }, { bankId: 'outOfRange' }],
      [{ bankId: 1.5, holderName: 'Ana', accountNo: ACCOUNT_NO }, { bankId: 'invalidType' }],
      [{ bankId: '1', holderName: 'Ana', accountNo: ACCOUNT_NO }, { bankId: 'invalidType' }],
      [{ bankId: 1, holderName: 'A', accountNo: ACCOUNT_NO }, { holderName: 'tooShort' }],
      [{ bankId: 1, holderName: 'Ana\u0000', accountNo: ACCOUNT_NO }, { holderName: 'invalidFormat' }],
      [{ bankId: 1, holderName: 'Ana', accountNo: 12345678 }, { accountNo: 'invalidType' }],
      [{ bankId: 1, holderName: 'Ana', accountNo: ACCOUNT_NO, userId: 1 }, { userId: 'unknownField' }],
    ]
    for (const [body, details] of cases) {
      expect(await call(t, 'addBankInfo', body, { token: p.token }), JSON.stringify(body)).toMatchObject({
        status: 400,
        details,
      })
    }
    const unknownBank = await call(
      t,
      'addBankInfo',
      { bankId: 999, holderName: 'Ana', accountNo: ACCOUNT_NO },
      { token: p.token },
    )
    expect(unknownBank).toMatchObject({ status: 400, msg: 'bankNotAvailable' })
    expect(await rows(p.id)).toHaveLength(0)
    expect(
      (await call(t, 'addBankInfo', { bankId: 1, holderName: 'Ana', accountNo: ACCOUNT_NO })).status,
    ).toBe(401)
  })

  it('keeps one card per bank and at most maxCards cards', async () => {
    const p = await player(t)
    await addCard(t, p.token, 1)
    expect(
      await call(
        t,
        'addBankInfo',
        { bankId: 1, holderName: 'Ana', accountNo: ACCOUNT_NO },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 400,
      msg: 'bankCardExists',
    })
    for (const bankId of [2, 3, 4, 5]) await addCard(t, p.token, bankId)
    expect(
      await call(
        t,
        'addBankInfo',
        { bankId: 6, holderName: 'Ana', accountNo: ACCOUNT_NO },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 400,
      msg: 'bankCardLimit',
    })
    expect(await rows(p.id)).toHaveLength(5)
  })

  it('modifies only the caller’s own card; another player’s id is notFound and changes nothing', async () => {
    const owner = await player(t)
    const other = await player(t)
    const card = await addCard(t, owner.token, 1)
    t.advance(1000)
    const mine = await call(
      t,
      'modifyBankInfo',
      { id: card.id, accountNo: '9999 8888 7777 1234', bankId: 3 },
      { token: owner.token },
    )
    expect(mine.status).toBe(200)
    expect(mine.data.card).toMatchObject({
      id: card.id,
      bankId: 3,
      accountNoMasked: '****1234',
      holderName: 'Ana Silva',
    })
    expect(mine.data.appUserBankList['3']).toBeTruthy()

    const before = await rows(owner.id)
    const theirs = await call(
      t,
      'modifyBankInfo',
      { id: card.id, holderName: 'Mallory' },
      { token: other.token },
    )
    expect(theirs).toMatchObject({ status: 404, msg: 'bankCardNotFound' })
    expect(await rows(owner.id)).toEqual(before)
    const missing = await call(
      t,
      'modifyBankInfo',
      { id: 987654321, holderName: 'Mallory' },
      { token: owner.token },
    )
    expect(missing).toMatchObject({ status: 404, msg: 'bankCardNotFound' })
    const short = await call(t, 'modifyBankInfo', { id: card.id, accountNo: '123' }, { token: owner.token })
    expect(short).toMatchObject({ status: 400, details: { accountNo: 'tooShort' } })
    expect(await rows(owner.id)).toEqual(before)
  })
})
