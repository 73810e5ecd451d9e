import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_CONFIG_PATH, createCatalogueHandler, localeOf } from './catalogue.ts'
import {
  type CatalogueDb,
  clearCatalogues,
  openCatalogueDb,
  readCatalogue,
  readConfig,
  summarizeCatalogues,
  writeFullConfig,
} from './catalogue-db.ts'

const URL_ = `http://localhost${APP_CONFIG_PATH}`

function lists(tag: string) {
  return {
    appGameList: [{ id: 1, name: `game-${tag}` }],
    appGameTypeList: [{ id: 1, name: `type-${tag}` }],
    appGameBrandList: [{ id: 1, name: `brand-${tag}` }],
    appGamePlatformList: [{ id: 1, name: `platform-${tag}` }],
  }
}

function config(version: string, withLists: boolean, tag = version) {
  return {
    settings: { gameListVersion: version },
    appFaqList: [{ id: 1, question: `q-${tag}` }],
    ...(withLists ? lists(tag) : {}),
  }
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })

const pageRequest = (body: unknown = {}, locale = 'en') =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, 'idempotency-key': 'k1' },
    body: JSON.stringify(body),
  })

/** A scripted server: answers each call with the next reply and records what it was sent. */
function fakeServer(replies: Array<(body: Record<string, unknown>) => Response | Error>) {
  const sent: Array<{ body: Record<string, unknown>; headers: Headers }> = []
  const fetch = async (req: Request) => {
    const body = (await req.json()) as Record<string, unknown>
    sent.push({ body, headers: req.headers })
    const next = replies.shift()
    if (!next) throw new Error('unexpected call')
    const reply = next(body)
    if (reply instanceof Error) throw reply
    return reply
  }
  return { fetch, sent }
}

/** The server the spec describes: lists omitted when `v` matches its current version. */
const server =
  (version: string, tag = version) =>
  (body: Record<string, unknown>) =>
    envelope(config(version, body.v !== version, tag))

const offline = () => new TypeError('Failed to fetch')

let db: CatalogueDb
let n = 0
beforeEach(() => {
  db = openCatalogueDb(`ll-catalogue-test-${n++}`)
})
afterEach(async () => {
  await db.delete()
})

async function dataOf(res: Response) {
  expect(res.status).toBe(200)
  const env = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> }
  expect(env.code).toBe(200)
  return env.data
}

describe('appConfig in the service worker', () => {
  it('stores the lists, sends the cached version as v and re-attaches omitted lists', async () => {
    const { fetch, sent } = fakeServer([server('v1'), server('v1')])
    const handle = createCatalogueHandler({ db, fetch })

    const first = await dataOf(await handle(pageRequest()))
    expect(first.appGameList).toEqual(lists('v1').appGameList)
    expect(sent[0]?.body.v).toBeUndefined()
    expect((await readCatalogue(db, 'en'))?.version).toBe('v1')

    const second = await dataOf(await handle(pageRequest({ channel: 'web' })))
    expect(sent[1]?.body).toEqual({ channel: 'web', v: 'v1' })
    expect(sent[1]?.headers.get('idempotency-key')).toBe('k1')
    expect(second).toEqual(config('v1', true))
  })

  it('replaces an old version with a new one and deletes the old', async () => {
    const { fetch, sent } = fakeServer([server('v1'), server('v2'), server('v2')])
    const handle = createCatalogueHandler({ db, fetch })
    await handle(pageRequest())

    const second = await dataOf(await handle(pageRequest()))
    expect(sent[1]?.body.v).toBe('v1')
    expect(second.appGameList).toEqual(lists('v2').appGameList)
    const rows = await db.catalogues.toArray()
    expect(rows.map((r) => r.key)).toEqual(['en|v2'])

    const third = await dataOf(await handle(pageRequest()))
    expect(sent[2]?.body.v).toBe('v2')
    expect(third.appGameList).toEqual(lists('v2').appGameList)
  })

  it('answers from IndexedDB with a full envelope when the network fails', async () => {
    const { fetch } = fakeServer([server('v1'), offline])
    const handle = createCatalogueHandler({ db, fetch })
    await handle(pageRequest())

    const res = await handle(pageRequest())
    expect(await dataOf(res)).toEqual(config('v1', true))
  })

  it('answers from IndexedDB without a network attempt when the browser says it is offline', async () => {
    const { fetch, sent } = fakeServer([server('v1')])
    let offlineNow = false
    const handle = createCatalogueHandler({ db, fetch, offline: () => offlineNow })
    await handle(pageRequest())

    offlineNow = true
    expect(await dataOf(await handle(pageRequest()))).toEqual(config('v1', true))
    expect(sent).toHaveLength(1)
  })

  it('still tries the network when it says offline but nothing is stored', async () => {
    const { fetch, sent } = fakeServer([server('v1')])
    const handle = createCatalogueHandler({ db, fetch, offline: () => true })
    expect((await dataOf(await handle(pageRequest()))).appGameList).toEqual(lists('v1').appGameList)
    expect(sent).toHaveLength(1)
  })

  it('lets the failure through when nothing is cached', async () => {
    const { fetch } = fakeServer([offline])
    const handle = createCatalogueHandler({ db, fetch })
    const res = await handle(pageRequest())
    expect(res.type).toBe('error')
  })

  it('keeps locales apart', async () => {
    const { fetch, sent } = fakeServer([server('e1', 'en'), server('p1', 'pt'), server('e1', 'en'), offline])
    const handle = createCatalogueHandler({ db, fetch })
    await handle(pageRequest({}, 'en'))
    await handle(pageRequest({}, 'pt-BR'))
    expect(sent[1]?.body.v).toBeUndefined()

    const en = await dataOf(await handle(pageRequest({}, 'en-US')))
    expect(sent[2]?.body.v).toBe('e1')
    expect(en.appGameList).toEqual(lists('en').appGameList)

    const pt = await dataOf(await handle(pageRequest({}, 'pt')))
    expect(pt.appGameList).toEqual(lists('pt').appGameList)
    expect((await db.catalogues.toArray()).map((r) => r.key).sort()).toEqual(['en|e1', 'pt-BR|p1'])

    const esOffline = createCatalogueHandler({ db, fetch: async () => Promise.reject(offline()) })
    expect((await esOffline(pageRequest({}, 'es'))).type).toBe('error')
  })

  it("answers a gateway's 5xx and a garbled body from IndexedDB, passes a refusal through, respects the page's v", async () => {
    const { fetch, sent } = fakeServer([
      server('v1'),
      () => new Response('busy', { status: 503 }),
      () => new Response('<html>bad gateway</html>', { status: 200 }),
      () => new Response(JSON.stringify({ code: 400, msg: 'invalidFormat' }), { status: 400 }),
      () => envelope(config('v1', false)),
    ])
    const handle = createCatalogueHandler({ db, fetch })
    await handle(pageRequest())
    expect(await dataOf(await handle(pageRequest()))).toEqual(config('v1', true))
    expect(await dataOf(await handle(pageRequest()))).toEqual(config('v1', true))
    expect((await handle(pageRequest())).status).toBe(400)
    const own = await dataOf(await handle(pageRequest({ v: 'v1' })))
    expect(sent[4]?.body.v).toBe('v1')
    expect(own.appGameList).toEqual(lists('v1').appGameList)
  })

  it('asks again without v when the cached lists no longer match the reply', async () => {
    // The server claims v2 is current without lists although we sent v1 (a misbehaving cache between).
    const { fetch, sent } = fakeServer([server('v1'), () => envelope(config('v2', false)), server('v2')])
    const handle = createCatalogueHandler({ db, fetch })
    await handle(pageRequest())
    const data = await dataOf(await handle(pageRequest()))
    expect(sent[2]?.body.v).toBeUndefined()
    expect(data.appGameList).toEqual(lists('v2').appGameList)
    expect((await readCatalogue(db, 'en'))?.version).toBe('v2')
  })

  it('maps accept-language to the server locales', () => {
    const req = (l: string) => new Request(URL_, { method: 'POST', headers: { 'accept-language': l } })
    expect(localeOf(req('pt-BR'))).toBe('pt-BR')
    expect(localeOf(req('pt'))).toBe('pt-BR')
    expect(localeOf(req('es-MX'))).toBe('es')
    expect(localeOf(req('fr'))).toBe('en')
    expect(localeOf(new Request(URL_, { method: 'POST' }))).toBe('en')
  })
})

describe('diagnostics over the catalogue store', () => {
  it('summarises each locale: version, game count and stored size, and clears everything', async () => {
    const en = { ...lists('en'), appGameList: [{ id: 1 }, { id: 2 }, { id: 3 }] }
    await writeFullConfig(db, 'en', 'v7', en, { settings: {} }, 10)
    await writeFullConfig(db, 'es', 'v2', lists('es'), { settings: {} }, 20)

    const summary = await summarizeCatalogues(db)
    expect(summary.map(({ locale, version, games }) => ({ locale, version, games }))).toEqual([
      { locale: 'en', version: 'v7', games: 3 },
      { locale: 'es', version: 'v2', games: 1 },
    ])
    const enBytes = JSON.stringify([
      en.appGameList,
      en.appGameTypeList,
      en.appGameBrandList,
      en.appGamePlatformList,
    ])
    expect(summary[0]?.bytes).toBe(enBytes.length)

    await clearCatalogues(db)
    expect(await summarizeCatalogues(db)).toEqual([])
    expect(await readConfig(db, 'en')).toBeUndefined()
  })
})
