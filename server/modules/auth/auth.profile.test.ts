import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshDataSchema, userInfoSchema } from '../../../contract/user.ts'
import { userDevices, users } from '../../db/schema/accounts.ts'
import { games } from '../../db/schema/index.ts'
import { seedLengths } from '../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { clearConfigCache } from '../config/config.service.ts'
import { newIp, PASSWORD, registerAccount } from './auth.test-helpers.ts'

const device = { os: 'android 14', deviceModel: 'Pixel 9' }

describe.each(testDatabases)('profile and after-login calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('getUserInfo and refreshData describe the caller', async () => {
    const { token, user } = await registerAccount(t)
    const info = await call(t, 'getUserInfo', {}, { token })
    expect(userInfoSchema.strict().parse(info.data)).toEqual(user)
    const fresh = await call(t, 'refreshData', {}, { token })
    expect(refreshDataSchema.strict().parse(fresh.data)).toEqual({
      errcode: 0,
      coin: 0,
      lottery: 0,
      vip: 0,
      vipExp: 0,
      userLevel: 0,
      bet: 0,
      hasPassword: true,
    })
  })

  it('updates nickname and avatar', async () => {
    const { token } = await registerAccount(t)
    const res = await call(t, 'updateProfile', { nickname: '  Lucky Star ', avatar: '7' }, { token })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ nickname: 'Lucky Star', avatar: '7' })
    expect((await call(t, 'getUserInfo', {}, { token })).data).toMatchObject({
      nickname: 'Lucky Star',
      avatar: '7',
    })
    const none = await call(t, 'updateProfile', {}, { token })
    expect(none.data).toMatchObject({ nickname: 'Lucky Star', avatar: '7' })
  })

  it('takes a nickname with emoji written with joiners, stored as sent', async () => {
    const { token } = await registerAccount(t)
    const nickname = 'Ana \u{1F469}\u200D\u{1F4BB}'
    const res = await call(t, 'updateProfile', { nickname }, { token })
    expect(res).toMatchObject({ status: 200, data: { nickname } })
    expect((await call(t, 'getUserInfo', {}, { token })).data).toMatchObject({ nickname })
  })

  it.each([
    [{ nickname: 'x'.repeat(seedLengths.username.min - 1) }, { nickname: 'tooShort' }],
    [{ nickname: 'ab\u200Dcd' }, { nickname: 'invalidFormat' }],
    [{ nickname: 'x'.repeat(seedLengths.username.max + 1) }, { nickname: 'tooLong' }],
    [{ nickname: 'x'.repeat(1000) }, { nickname: 'tooLong' }],
    [{ nickname: 'ab\u0000cd' }, { nickname: 'invalidFormat' }],
    [{ nickname: 'ab\u202Ecd' }, { nickname: 'invalidFormat' }],
    [{ avatar: '13' }, { avatar: 'outOfRange' }],
    [{ avatar: '0' }, { avatar: 'outOfRange' }],
    [{ avatar: 'abc' }, { avatar: 'invalidFormat' }],
    [{ nickname: 5 }, { nickname: expect.any(String) }],
    [{ coin: 100 }, { coin: 'unknownField' }],
  ])('refuses %j', async (body, details) => {
    const { token } = await registerAccount(t)
    const res = await call(t, 'updateProfile', body, { token })
    expect(res).toMatchObject({ status: 400, msg: 'validation', details })
  })

  it("never lets user A's token change user B", async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const attempts = [
      { nickname: 'Hacked', id: b.user.id },
      { nickname: 'Hacked', userId: b.user.id },
      { nickname: 'Hacked', uuid: b.user.uuid },
    ]
    for (const body of attempts)
      expect((await call(t, 'updateProfile', body, { token: a.token })).status).toBe(400)
    const ok = await call(t, 'updateProfile', { nickname: 'Only A' }, { token: a.token })
    expect(ok.data.id).toBe(a.user.id)
    const [rowB] = await t.database.db.select().from(users).where(eq(users.id, b.user.id))
    expect(rowB?.nickname).toBe(b.user.nickname)
    expect((await call(t, 'getUserInfo', {}, { token: b.token })).data).toEqual(b.user)
  })

  it('getAfterLoginInfoWeb returns the invite code, empty game data and the running activities', async () => {
    const { token, user } = await registerAccount(t)
    const res = await call(t, 'getAfterLoginInfoWeb', { version: '1.1.1', ...device }, { token })
    expect(res.status).toBe(200)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(res.data).toEqual({
      appGameDataUser: { gameLikeIds: [], gameHistory: [] },
      inviteCode: row?.inviteCode,
      aid: 0,
      // 0029/0031: FreeSign, VIP, Tasks, Tasks1, FirstDeposit, AccumulatedRecharge (sort 55) and Deposit
      // run, then the jackpot (8, sort 80; 0032, switched on by 0033 with its screens).
      activityIds: [1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44],
    })
    expect((await call(t, 'getAfterLoginInfoWeb', { version: '1', os: 'x' }, { token })).status).toBe(400)
  })

  it('getAfterLoginInfo records the device and moves a messaging token to the latest user', async () => {
    const a = await registerAccount(t)
    const b = await registerAccount(t)
    const body = {
      ...device,
      gameListVersion: 3,
      messagingToken: `fcm-${a.user.id}`,
      phoneInfo: { brand: 'G' },
    }
    const res = await call(t, 'getAfterLoginInfo', body, { token: a.token })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      code: 200,
      user: { id: a.user.id },
      aid: 0,
      activityIds: [1, 2, 3, 4, 5, 7, 6, 8, 12, 13, 44],
    })
    await call(t, 'getAfterLoginInfo', body, { token: a.token })
    let rows = await t.database.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.messagingToken, body.messagingToken))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      userId: a.user.id,
      os: device.os,
      phoneInfo: { brand: 'G' },
      gameListVersion: '3',
    })

    await call(t, 'getAfterLoginInfo', body, { token: b.token })
    rows = await t.database.db
      .select()
      .from(userDevices)
      .where(eq(userDevices.messagingToken, body.messagingToken))
    expect(rows.map((r) => r.userId)).toEqual([b.user.id])

    // Without a token: one row per (user, os, model).
    await call(t, 'getAfterLoginInfo', device, { token: b.token })
    await call(t, 'getAfterLoginInfo', device, { token: b.token })
    rows = await t.database.db.select().from(userDevices).where(eq(userDevices.userId, b.user.id))
    expect(rows).toHaveLength(2)
  })

  it('getAfterLoginInfo reports the gameListVersion appConfig serves, and follows a catalogue change', async () => {
    const { token } = await registerAccount(t)
    const served = async () =>
      (await call(t, 'anonymous/appConfig', {})).data.settings.gameListVersion as string
    const before = await served()
    expect(before).toMatch(/^[0-9a-f]{16}$/)
    const res = await call(t, 'getAfterLoginInfo', { ...device, gameListVersion: 'old' }, { token })
    expect(res.data.gameListVersion).toBe(before)

    await t.database.db.update(games).set({ name: 'Moonlit Koi Remastered' }).where(eq(games.id, 1002))
    clearConfigCache(t.database.db)
    const after = await served()
    expect(after).not.toBe(before)
    expect((await call(t, 'getAfterLoginInfo', device, { token })).data.gameListVersion).toBe(after)

    // The catalogue is localized, so the version is the one served in the caller's locale.
    const pt = (await call(t, 'anonymous/appConfig', {}, { locale: 'pt-BR' })).data.settings.gameListVersion
    expect(pt).not.toBe(after)
    const res2 = await call(t, 'getAfterLoginInfo', device, { token, locale: 'pt-BR' })
    expect(res2.data.gameListVersion).toBe(pt)
  })

  it('answers 400 socialNotConfigured when a provider has no client id', async () => {
    for (const path of ['googleLogin', 'facebookLogin', 'lineLogin']) {
      expect(await call(t, path, { token: 'anything' }, { ip: newIp() })).toMatchObject({
        status: 400,
        msg: 'socialNotConfigured',
      })
    }
    const { token } = await registerAccount(t)
    expect(await call(t, 'bindSocialAccount', { provider: 5, token: 'x' }, { token })).toMatchObject({
      status: 400,
      msg: 'socialNotConfigured',
    })
  })

  it.each([
    ['getUserInfo', {}],
    ['refreshData', {}],
    ['updateProfile', { nickname: 'Someone' }],
    ['logout', {}],
    ['initPassword', { password: PASSWORD }],
    ['getAfterLoginInfoWeb', { version: '1', ...device }],
    ['getAfterLoginInfo', device],
  ])('%s needs a valid token', async (path, body) => {
    expect(await call(t, path, body)).toMatchObject({ status: 401, code: 401, msg: 'unauthenticated' })
    expect((await call(t, path, body, { token: 'not-a-real-token' })).status).toBe(401)
  })
})
