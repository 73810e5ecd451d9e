import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { SignedWallet } from '../modules/games/wallet-api.signed.ts'
import type { ModuleContext } from '../modules/index.ts'
import { GAME_TEXTS, pickGameLang } from './i18n.ts'
import { PlayError } from './provider.errors.ts'
import { createPlayRounds } from './provider.rounds.ts'
import { ProviderService } from './provider.service.ts'
import { httpTransport, localTransport, WalletClient } from './wallet-client.ts'

export const PLAY_PAGE_PATH = '/provider/games/play'
export const PLAY_API = '/provider/play/v1'
export const ASSETS_PREFIX = '/provider/assets/'

const openBody = z.strictObject({
  token: z.string().min(16).max(200).optional(),
  session: z.string().min(16).max(100).optional(),
  /** The browser's language, for the texts of an error before the session's language is known. */
  lang: z.string().max(20).optional(),
})
const playBody = z.strictObject({
  session: z.string().min(16).max(100),
  stake: z.number().int().positive(),
  multiplier: z.number().int().positive().optional(),
})

/**
 * No inline code: the page runs under the app's strict CSP (script-src 'self'); the app frames it from
 * the same origin (frame-ancestors 'self'). The token stays out of the Referer of the assets.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#120d24">
<link rel="icon" href="data:,">
<title>Lucky Lobby Originals</title>
<link rel="stylesheet" href="${ASSETS_PREFIX}game.css">
<script type="module" src="${ASSETS_PREFIX}game.js"></script>
</head>
<body>
<main id="app" class="boot" aria-busy="true"><div class="spinner"></div></main>
</body>
</html>
`

/** The wallet's address when the provider runs apart from us; unset: in-process (wallet-client.ts localTransport). */
interface ProviderConfig {
  builtinSecret?: string | null
  walletUrl?: string
}

/**
 * The built-in demo provider: its game page and assets, and the page's JSON API, which calls our
 * seamless wallet exactly as an outside provider would: signed requests, handed in-process to the
 * handler behind /provider/v1 (`wallet`, from the games module), or over HTTP to `walletUrl`.
 */
export async function registerBuiltinProvider(ctx: ModuleContext, wallet: SignedWallet): Promise<void> {
  const { app } = ctx
  const cfg = (ctx.config as { provider?: ProviderConfig }).provider
  const secret = cfg?.builtinSecret
  if (!secret) {
    app.log.info('built-in game provider off: no PROVIDER_BUILTIN_SECRET')
    return
  }
  const transport = cfg.walletUrl ? httpTransport(cfg.walletUrl) : localTransport(wallet, app.log)
  const service = new ProviderService({
    db: ctx.db,
    rounds: createPlayRounds(ctx.db),
    wallet: new WalletClient(transport, secret),
    clock: ctx.clock,
  })

  await app.register(fastifyStatic, {
    root: fileURLToPath(new URL('./public/', import.meta.url)),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'no-cache'),
  })

  app.get(PLAY_PAGE_PATH, (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(PAGE),
  )

  const fail = (reply: FastifyReply, err: unknown, lang?: string) => {
    if (!(err instanceof PlayError)) throw err
    return reply.code(err.status).send({
      error: err.code,
      ...err.extra,
      ...(lang !== undefined ? { texts: GAME_TEXTS[pickGameLang(lang)] } : {}),
    })
  }

  app.post(`${PLAY_API}/open`, async (req, reply) => {
    const body = openBody.safeParse(req.body)
    if (!body.success || (!body.data.token && !body.data.session)) {
      return fail(reply, new PlayError('invalidToken'), 'en')
    }
    try {
      const { token, session } = body.data
      return session ? await service.resume(session) : await service.open(token ?? '')
    } catch (err) {
      return fail(reply, err, body.data.lang ?? 'en')
    }
  })

  app.post(`${PLAY_API}/play`, async (req, reply) => {
    const body = playBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badStake'))
    try {
      return await service.play(body.data.session, body.data)
    } catch (err) {
      return fail(reply, err)
    }
  })
}
