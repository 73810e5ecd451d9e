import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { text } from '../../contract/common.ts'
import type { SignedWallet } from '../modules/games/wallet-api.signed.ts'
import type { ModuleContext } from '../modules/index.ts'
import { ACTIONS } from './blackjack.engine.ts'
import { BlackjackRounds } from './blackjack.service.ts'
import { CrashRounds } from './crash.service.ts'
import { fairHistory, rotateSeed } from './fair.seeds.ts'
import { GAME_TEXTS, pickGameLang } from './i18n.ts'
import { MinesRounds } from './mines.service.ts'
import { PlayError } from './provider.errors.ts'
import { createPlayRounds } from './provider.rounds.ts'
import { ProviderService } from './provider.service.ts'
import { checkBets, OUTSIDE_BETS } from './roulette.bets.ts'
import { httpTransport, localTransport, WalletClient } from './wallet-client.ts'

export const PLAY_PAGE_PATH = '/provider/games/play'
export const PLAY_API = '/provider/play/v1'
export const ASSETS_PREFIX = '/provider/assets/'

/**
 * The page's strings are the contract's `text()` (no NUL, which PostgreSQL text cannot hold: a NUL in a
 * session or round id would reach the lookup and answer 500 instead of the route's own error).
 */
const sessionKey = text(100).min(16)
const roundId = text(100).min(1)

const openBody = z.strictObject({
  token: text(200).min(16).optional(),
  session: sessionKey.optional(),
  /** The browser's language, for the texts of an error before the session's language is known. */
  lang: text(20).optional(),
})
const playBody = z.strictObject({
  session: sessionKey,
  stake: z.number().int().positive(),
  multiplier: z.number().int().positive().optional(),
})
const sessionBody = z.strictObject({ session: sessionKey })
const rotateBody = z.strictObject({ session: sessionKey, clientSeed: text(64) })
const minesStartBody = z.strictObject({
  session: sessionKey,
  stake: z.number().int().positive(),
  mines: z.number().int().positive(),
})
const minesPickBody = z.strictObject({
  session: sessionKey,
  round: roundId,
  cell: z.number().int().min(0).max(24),
})
const minesCashoutBody = z.strictObject({
  session: sessionKey,
  round: roundId,
})
/** The table's bets: an outside bet's name or an inside bet's numbers (roulette.bets.ts checks the rest). */
const rouletteSpinBody = z.strictObject({
  session: sessionKey,
  bets: z
    .array(
      z.strictObject({
        on: z.union([z.enum(OUTSIDE_BETS), z.array(z.number().int().min(0).max(36)).min(1).max(6)]),
        amount: z.number().int(),
      }),
    )
    .max(500),
})

const blackjackStartBody = z.strictObject({
  session: sessionKey,
  stake: z.number().int().positive(),
})
const blackjackActBody = z.strictObject({
  session: sessionKey,
  round: roundId,
  action: z.enum(ACTIONS),
  /** How many decisions the page saw: a replay of an applied one answers the round as it stands. */
  step: z.number().int().min(0).max(100),
})
const crashStartBody = z.strictObject({
  session: sessionKey,
  stake: z.number().int().positive(),
  /** An optional cash-out target, hundredths (crash.engine.ts isCrashTarget). */
  target: z.number().int().positive().nullable().optional(),
})
const crashRoundBody = z.strictObject({
  session: sessionKey,
  round: roundId,
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
<link rel="stylesheet" href="${ASSETS_PREFIX}roulette.css">
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
  const minesRounds = new MinesRounds(service.deps, service)
  const blackjackRounds = new BlackjackRounds(service.deps, service)
  const crashRounds = new CrashRounds(service.deps, service)

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
      const view = session ? await service.resume(session) : await service.open(token ?? '')
      if (view.engine !== 'mines' && view.engine !== 'blackjack' && view.engine !== 'crash') return view
      // A round left open (the page reloaded, or the player came back) is played on.
      const { owner } = await service.session(view.session)
      const rounds =
        view.engine === 'mines' ? minesRounds : view.engine === 'blackjack' ? blackjackRounds : crashRounds
      return { ...view, round: await rounds.openRound(view.session, owner) }
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

  /** One roulette round: the bets' total is the stake, one pocket from the fair draw settles them all. */
  app.post(`${PLAY_API}/roulette/spin`, async (req, reply) => {
    const body = rouletteSpinBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('roulette_badBet'))
    const checked = checkBets(body.data.bets)
    if (!checked.ok) return fail(reply, new PlayError(checked.error))
    try {
      return await service.play(body.data.session, { stake: checked.total, bets: checked.bets })
    } catch (err) {
      return fail(reply, err)
    }
  })

  /** The Fairness panel: the current pair (hash, client seed, next nonce) and the latest ended rounds. */
  app.post(`${PLAY_API}/fair`, async (req, reply) => {
    const body = sessionBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('sessionExpired'))
    try {
      const s = await service.session(body.data.session)
      // Crash rounds whose time ran out are settled first, so they are listed (and do not block rotation).
      await crashRounds.settleEnded(s.owner)
      return {
        fair: await service.fair(body.data.session),
        rounds: await fairHistory(ctx.db, s.owner),
      }
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/fair/rotate`, async (req, reply) => {
    const body = rotateBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badClientSeed'))
    try {
      const s = await service.session(body.data.session)
      await crashRounds.settleEnded(s.owner)
      const fair = await rotateSeed(ctx.db, s.owner, body.data.clientSeed, ctx.clock())
      return { fair, rounds: await fairHistory(ctx.db, s.owner) }
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/mines/start`, async (req, reply) => {
    const body = minesStartBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badStake'))
    try {
      return await minesRounds.start(body.data.session, body.data.stake, body.data.mines)
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/mines/pick`, async (req, reply) => {
    const body = minesPickBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badPick'))
    try {
      const { owner } = await service.session(body.data.session)
      return await minesRounds.pick(body.data.session, owner, body.data.round, body.data.cell)
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/mines/cashout`, async (req, reply) => {
    const body = minesCashoutBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badPick'))
    try {
      const { owner } = await service.session(body.data.session)
      return await minesRounds.cashout(body.data.session, owner, body.data.round)
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/blackjack/start`, async (req, reply) => {
    const body = blackjackStartBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badStake'))
    try {
      const { owner } = await service.session(body.data.session)
      return await blackjackRounds.start(body.data.session, owner, body.data.stake)
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/crash/start`, async (req, reply) => {
    const body = crashStartBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('badStake'))
    try {
      return await crashRounds.start(body.data.session, body.data.stake, body.data.target ?? null)
    } catch (err) {
      return fail(reply, err)
    }
  })

  app.post(`${PLAY_API}/blackjack/act`, async (req, reply) => {
    const body = blackjackActBody.safeParse(req.body)
    if (!body.success) return fail(reply, new PlayError('blackjack_notAllowed'))
    try {
      const { session, round, action, step } = body.data
      const { owner } = await service.session(session)
      return await blackjackRounds.act(session, owner, round, action, step)
    } catch (err) {
      return fail(reply, err)
    }
  })

  for (const action of ['cashout', 'state'] as const) {
    app.post(`${PLAY_API}/crash/${action}`, async (req, reply) => {
      const body = crashRoundBody.safeParse(req.body)
      if (!body.success) return fail(reply, new PlayError('crash_noRound'))
      try {
        const { owner } = await service.session(body.data.session)
        return await crashRounds[action](body.data.session, owner, body.data.round)
      } catch (err) {
        return fail(reply, err)
      }
    })
  }
}
