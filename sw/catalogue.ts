import {
  type CatalogueDb,
  type CatalogueLists,
  readCatalogue,
  readConfig,
  writeFullConfig,
} from './catalogue-db.ts'

/**
 * The service worker's side of `anonymous/appConfig` (DESIGN 6). The SW owns the game catalogue: it
 * sends the cached gameListVersion as `v`, re-attaches the lists when the server omits them, stores new
 * lists when the version changes, and answers from IndexedDB when the network fails (at once, without
 * trying the network, when the browser says it is offline). The page always
 * receives a full config. Pure logic: the network is an injected `fetch`, so tests need no real SW.
 */
export const APP_CONFIG_PATH = '/app/v1/anonymous/appConfig'

export const CATALOGUE_LIST_FIELDS = [
  'appGameList',
  'appGameTypeList',
  'appGameBrandList',
  'appGamePlatformList',
] as const satisfies readonly (keyof CatalogueLists)[]

type Fetch = (request: Request) => Promise<Response>
type Data = Record<string, unknown>

/** The server's locales, from the request's accept-language (the page sends its locale there). */
export function localeOf(request: Request): string {
  const lang = (request.headers.get('accept-language') ?? '').trim().toLowerCase()
  if (lang.startsWith('pt')) return 'pt-BR'
  if (lang.startsWith('es')) return 'es'
  return 'en'
}

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null

function listsOf(data: Data): CatalogueLists | null {
  if (!CATALOGUE_LIST_FIELDS.every((f) => Array.isArray(data[f]))) return null
  return {
    appGameList: data.appGameList as unknown[],
    appGameTypeList: data.appGameTypeList as unknown[],
    appGameBrandList: data.appGameBrandList as unknown[],
    appGamePlatformList: data.appGamePlatformList as unknown[],
  }
}

function versionOf(data: Data): string | null {
  const settings = data.settings
  if (!isObject(settings)) return null
  const v = settings.gameListVersion
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null
}

/** Headers for a body the SW rewrote: the original length and encoding no longer describe it. */
function rewrittenHeaders(from: Headers): Headers {
  const headers = new Headers(from)
  headers.delete('content-length')
  headers.delete('content-encoding')
  headers.set('content-type', 'application/json; charset=utf-8')
  return headers
}

const jsonResponse = (body: unknown, init: ResponseInit) => new Response(JSON.stringify(body), init)

function withBody(request: Request, body: Data): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: JSON.stringify(body),
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    signal: request.signal,
  })
}

/** Swallows IndexedDB failures (quota, private mode): the network answer still goes through. */
async function safely<T>(op: () => Promise<T>): Promise<T | undefined> {
  try {
    return await op()
  } catch {
    return undefined
  }
}

export function createCatalogueHandler(deps: {
  db: CatalogueDb
  fetch: Fetch
  /** True when the browser knows it is offline (navigator.onLine false): IndexedDB answers first. */
  offline?: () => boolean
}) {
  const { db } = deps

  async function offlineAnswer(locale: string): Promise<Response> {
    const [config, catalogue] = await Promise.all([
      safely(() => readConfig(db, locale)),
      safely(() => readCatalogue(db, locale)),
    ])
    if (!config) return Response.error()
    const data: Data = { ...config.data }
    // The catalogue row is written with the config, so both normally carry the same lists.
    if (catalogue && catalogue.version === config.version) {
      for (const f of CATALOGUE_LIST_FIELDS) data[f] = catalogue[f]
    }
    if (!listsOf(data)) return Response.error()
    return jsonResponse(
      { code: 200, msg: 'ok', data },
      { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } },
    )
  }

  async function send(request: Request): Promise<Response | null> {
    try {
      return await deps.fetch(request)
    } catch {
      return null
    }
  }

  return async function handleAppConfig(request: Request): Promise<Response> {
    const locale = localeOf(request)
    let body: Data
    try {
      const parsed: unknown = await request.clone().json()
      if (!isObject(parsed)) return (await send(request)) ?? Response.error()
      body = parsed
    } catch {
      // Not JSON: the server answers the validation error itself.
      return (await send(request)) ?? Response.error()
    }

    // Known offline: no doomed network attempt before the stored answer; still try it when none is stored
    // (onLine can be wrong).
    if (deps.offline?.()) {
      const stored = await offlineAnswer(locale)
      if (stored.status === 200) return stored
    }

    const pageSentV = body.v !== undefined && body.v !== null
    const cached = pageSentV ? undefined : await safely(() => readCatalogue(db, locale))
    const outgoing = cached ? { ...body, v: cached.version } : body

    const res = await send(withBody(request, outgoing))
    if (!res) return offlineAnswer(locale)
    // A gateway's 5xx or a garbled body is no answer either: the stored catalogue keeps the lobby up.
    const storedOr = async (reply: Response) => {
      const stored = await offlineAnswer(locale)
      return stored.status === 200 ? stored : reply
    }
    if (res.status >= 500) return storedOr(res)
    if (res.status !== 200) return res

    let envelope: unknown
    try {
      envelope = await res.clone().json()
    } catch {
      return storedOr(res)
    }
    if (!isObject(envelope) || envelope.code !== 200 || !isObject(envelope.data)) return res
    let data = envelope.data
    const version = versionOf(data)
    if (version === null) return res

    const lists = listsOf(data)
    if (lists) {
      await safely(() => writeFullConfig(db, locale, version, lists, data))
      return res
    }

    // Lists omitted: the server says the version we sent is current. Re-attach ours.
    const stored = cached ?? (await safely(() => readCatalogue(db, locale)))
    if (!stored || stored.version !== version) {
      if (pageSentV) return res // the page asked for the omission itself
      // Our copy vanished or moved meanwhile: ask again without `v` for the full lists.
      const retry = await send(withBody(request, body))
      if (!retry) return offlineAnswer(locale)
      return retry.status === 200 ? storeIfFull(retry, locale) : retry
    }
    data = { ...data }
    for (const f of CATALOGUE_LIST_FIELDS) data[f] = stored[f]
    const full = data
    await safely(() => writeFullConfig(db, locale, version, listsOf(full) as CatalogueLists, full))
    return jsonResponse(
      { ...envelope, data: full },
      { status: res.status, statusText: res.statusText, headers: rewrittenHeaders(res.headers) },
    )
  }

  async function storeIfFull(res: Response, locale: string): Promise<Response> {
    const envelope: unknown = await safely(() => res.clone().json())
    if (isObject(envelope) && envelope.code === 200 && isObject(envelope.data)) {
      const data = envelope.data
      const version = versionOf(data)
      const lists = listsOf(data)
      if (version !== null && lists) await safely(() => writeFullConfig(db, locale, version, lists, data))
    }
    return res
  }
}
