import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { registerAccount } from '../auth/auth.test-helpers.ts'
import { staffReply } from './feedback.service.ts'
import { LocalBlobStore, MemoryBlobStore } from './feedback.store.ts'
import { fetchImage, photoWithLocation, picture, upload } from './feedback.test-helpers.ts'

/** The shipped feedbackConfig.imagesLimit is 3 (seed settings). */
const player = async (t: TestApp) => {
  const { token, user } = await registerAccount(t)
  return { token, id: user.id }
}

describe.each(testDatabases)('feedback on %s', (kind) => {
  let t: TestApp
  const store = new MemoryBlobStore()
  const counts = async () => {
    const [row] = await query<{ images: number; uploads: number; tickets: number; messages: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM feedback_images) AS images, (SELECT count(*)::int FROM feedback_uploads) AS uploads,
          (SELECT count(*)::int FROM feedback_tickets) AS tickets, (SELECT count(*)::int FROM feedback_messages) AS messages`,
    )
    return { ...row, blobs: store.blobs.size }
  }
  beforeAll(async () => {
    t = await startTestApp(kind, { overrides: { feedbackStore: store } })
  })
  afterAll(() => t.close())

  it('files a ticket with two images; staff replies; the red dot comes and goes', async () => {
    const p = await player(t)
    const a = await upload(t, p.token, await picture('png', 1), 'image/png')
    const b = await upload(t, p.token, await picture('webp', 2), 'image/webp')
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.data?.id).toMatch(/^[0-9a-f]{64}$/)
    const added = await call(
      t,
      'addFeedback',
      { category: 'deposit', content: '  My deposit is missing  ', images: [a.data?.id, b.data?.id] },
      { token: p.token },
    )
    expect(added.status).toBe(200)
    const id = added.data.id as number

    const dots = async () => (await call(t, 'getRedDots', {}, { token: p.token })).data.hasFeedbackReply
    expect(await dots()).toBe(false)
    const list = await call(t, 'getFeedbackList', {}, { token: p.token })
    expect(list.data.total).toBe(1)
    expect(list.data.list[0]).toMatchObject({
      id,
      category: 'deposit',
      preview: 'My deposit is missing',
      status: 'open',
      unread: false,
      messages: 1,
    })

    t.advance(60_000)
    await staffReply(t.database.db, id, 'We found it and credited it.', 'ana', t.now())
    expect(await dots()).toBe(true)
    expect((await call(t, 'getFeedbackList', {}, { token: p.token })).data.list[0]).toMatchObject({
      status: 'answered',
      unread: true,
    })

    const detail = await call(t, 'getFeedbackDetail', { id }, { token: p.token })
    expect(detail.status).toBe(200)
    expect(
      detail.data.conversation.map((m: { author: string; content: string; images: string[] }) => [
        m.author,
        m.content,
        m.images.length,
      ]),
    ).toEqual([
      ['player', 'My deposit is missing', 2],
      ['staff', 'We found it and credited it.', 0],
    ])
    expect(JSON.stringify(detail.data)).not.toContain('ana')
    expect(await dots()).toBe(false)

    const img = await fetchImage(t, p.token, a.data?.id ?? '')
    expect(img.status).toBe(200)
    expect(img.type).toBe('image/png')
    expect((await sharp(img.body).metadata()).format).toBe('png')

    const follow = await call(t, 'replyFeedback', { id, content: 'Thanks!' }, { token: p.token })
    expect(follow.status).toBe(200)
    expect((await call(t, 'getFeedbackList', {}, { token: p.token })).data.list[0]).toMatchObject({
      status: 'open',
      messages: 3,
    })
  })

  it("one player cannot read, answer or see the images of another player's ticket", async () => {
    const owner = await player(t)
    const other = await player(t)
    const img = await upload(t, owner.token, await picture('jpeg', 3), 'image/jpeg')
    const id = (
      await call(
        t,
        'addFeedback',
        { category: 'bug', content: 'private', images: [img.data?.id] },
        { token: owner.token },
      )
    ).data.id
    const before = await counts()

    const detail = await call(t, 'getFeedbackDetail', { id }, { token: other.token })
    expect([detail.status, detail.code, detail.msg]).toEqual([404, 2106, 'feedbackNotFound'])
    const reply = await call(t, 'replyFeedback', { id, content: 'hijack' }, { token: other.token })
    expect([reply.status, reply.code]).toEqual([404, 2106])
    expect((await call(t, 'getFeedbackList', {}, { token: other.token })).data.total).toBe(0)
    expect((await fetchImage(t, other.token, img.data?.id ?? '')).status).toBe(404)
    expect((await fetchImage(t, null, img.data?.id ?? '')).status).toBe(401)
    // Attaching someone else's image by its id is refused too.
    const steal = await call(
      t,
      'addFeedback',
      { category: 'bug', content: 'x', images: [img.data?.id] },
      { token: other.token },
    )
    expect([steal.status, steal.code, steal.msg]).toEqual([400, 2105, 'feedbackImageUnknown'])
    expect(await counts()).toEqual(before)
    // Visitors get 401 everywhere.
    expect((await call(t, 'getFeedbackList', {}, {})).status).toBe(401)
    expect((await upload(t, null, await picture('png', 9))).status).toBe(401)
  })

  it('refuses a renamed executable, an oversized file, a broken image and too many images, storing nothing', async () => {
    const p = await player(t)
    const before = await counts()
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 0x90)])
    const exe = await upload(t, p.token, elf, 'image/png')
    expect([exe.status, exe.code, exe.msg]).toEqual([415, 2101, 'feedbackImageType'])
    const mz = await upload(t, p.token, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000)]), 'image/jpeg')
    expect(mz.code).toBe(2101)
    const svg = await upload(
      t,
      p.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    )
    expect(svg.code).toBe(2101)

    const png = await picture('png', 4)
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const big = await upload(t, p.token, huge, 'image/png')
    expect([big.status, big.code, big.msg]).toEqual([413, 2102, 'feedbackImageTooLarge'])

    const truncated = await upload(t, p.token, png.subarray(0, 40), 'image/png')
    expect([truncated.status, truncated.code, truncated.msg]).toEqual([422, 2103, 'feedbackImageInvalid'])
    // A WebP header on PNG pixels: the decoder disagrees with the magic bytes.
    const liar = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), png])
    expect((await upload(t, p.token, liar, 'image/webp')).code).toBe(2103)
    expect(await counts()).toEqual(before)

    const ids: string[] = []
    for (const seed of [11, 12, 13, 14])
      ids.push((await upload(t, p.token, await picture('png', seed))).data?.id ?? '')
    const afterUploads = await counts()
    const four = await call(
      t,
      'addFeedback',
      { category: 'other', content: 'four', images: ids },
      { token: p.token },
    )
    expect([four.status, four.code, four.msg]).toEqual([400, 2104, 'feedbackTooManyImages'])
    const twice = await call(
      t,
      'addFeedback',
      { category: 'other', content: 'dup', images: [ids[0], ids[0]] },
      { token: p.token },
    )
    expect(twice.code).toBe(2105)
    expect(await counts()).toEqual(afterUploads)
  })

  it('refuses bad input with clear errors and stores nothing', async () => {
    const p = await player(t)
    const before = await counts()
    const bad = async (body: unknown) => call(t, 'addFeedback', body, { token: p.token })
    expect((await bad({ category: 'refund', content: 'x' })).details).toEqual({ category: 'invalidFormat' })
    expect((await bad({ category: 'bug', content: 42 })).details).toEqual({ content: 'invalidType' })
    expect((await bad({ category: 'bug', content: '   ' })).details).toEqual({ content: 'tooShort' })
    expect((await bad({ category: 'bug', content: 'a'.repeat(2001) })).details).toEqual({
      content: 'tooLong',
    })
    expect((await bad({ category: 'bug', content: 'nul\u0000here' })).details).toEqual({
      content: 'invalidFormat',
    })
    expect((await bad({ category: 'bug', content: 'x', images: ['../../etc/passwd'] })).details).toEqual({
      'images.0': 'invalidFormat',
    })
    expect((await bad({ category: 'bug', content: 'x', userId: 1 })).details).toEqual({
      userId: 'unknownField',
    })
    expect((await bad({ category: 'bug', content: 'x'.repeat(70_000) })).status).toBe(413)
    expect((await fetchImage(t, p.token, '../secret')).status).toBe(404)
    expect(await counts()).toEqual(before)
  })

  it('strips the location and every other metadata, and what was appended after the image', async () => {
    const p = await player(t)
    const photo = await photoWithLocation()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const smuggled = Buffer.concat([photo, Buffer.from('PK\u0003\u0004 APPENDED-PAYLOAD')])
    const up = await upload(t, p.token, smuggled, 'application/octet-stream')
    expect(up.status).toBe(200)
    const stored = store.blobs.get(up.data?.id ?? '')
    if (!stored) throw new Error('not stored')
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(stored.includes('OWNER-NAME-SECRET')).toBe(false)
    expect(stored.includes('PhoneMaker')).toBe(false)
    expect(stored.includes('APPENDED-PAYLOAD')).toBe(false)
  })

  it('makes a ticket once per idempotency key, replays, conflicts and parallel resends included', async () => {
    const p = await player(t)
    const body = { category: 'game', content: 'written offline', images: [] }
    const key = `offline-${kind}-0001`
    const first = await call(t, 'addFeedback', body, { token: p.token, idempotencyKey: key })
    const again = await call(t, 'addFeedback', body, { token: p.token, idempotencyKey: key })
    expect(again.data.id).toBe(first.data.id)
    const other = await call(
      t,
      'addFeedback',
      { ...body, content: 'else' },
      { token: p.token, idempotencyKey: key },
    )
    expect([other.status, other.msg]).toEqual([409, 'idempotencyConflict'])

    const key2 = `offline-${kind}-0002`
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'addFeedback', body, { token: p.token, idempotencyKey: key2 }),
      ),
    )
    expect(new Set(replies.map((r) => `${r.status}:${r.data?.id}`)).size).toBe(1)
    expect((await call(t, 'getFeedbackList', {}, { token: p.token })).data.total).toBe(2)
  })
})

describe('the local blob store', () => {
  it('keeps bytes under their hash in a folder, written once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feedback-store-'))
    try {
      const s = new LocalBlobStore(dir)
      const key = 'ab'.repeat(32)
      await s.put(key, Buffer.from('one'), 'image/png')
      expect((await s.get(key))?.toString()).toBe('one')
      expect(readdirSync(join(dir, 'ab'))).toEqual([key])
      expect(await s.get('cd'.repeat(32))).toBeNull()
      await expect(s.get('../../etc/passwd')).rejects.toThrow('not a content hash')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
