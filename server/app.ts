import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { ErrorCode, ErrorMsg } from '../contract/errors.ts'
import type { ServerConfig } from './config.ts'
import type { Database } from './db/client.ts'
import { errorBody } from './http/calls.ts'
import { devClock } from './http/dev-clock.ts'
import { AppError } from './http/errors.ts'
import { IdempotencyStore } from './http/idempotency.ts'
import { dbRateLimitStore, RateLimiter } from './http/rate-limit.ts'
import { securityHeaders } from './http/security.ts'
import { serveApp } from './http/static.ts'
import { consumers, type ModuleOverrides, registerModules, scheduledJobs } from './modules/index.ts'
import { type OutboxOptions, startOutbox } from './outbox/runner.ts'

export interface AppDeps {
  config: ServerConfig
  database: Database
  /** Injected in tests to move time (session expiry, SMS code expiry, rate-limit windows). */
  clock?: () => number
  logger?: FastifyServerOptions['logger']
  /** Test doubles for outside services (SMS, social verifiers). */
  overrides?: ModuleOverrides
  /** Told about every batch the outbox's consumers apply (bench:events measures the lag with it). */
  onOutboxBatch?: OutboxOptions['onBatch']
}

/** 64 KiB is far above any legitimate body and keeps abuse cheap to refuse (API4). */
export const BODY_LIMIT = 64 * 1024

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const movable = config.devClock ? devClock(deps.clock ?? Date.now) : null
  const clock = movable?.now ?? deps.clock ?? Date.now
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  })

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds))
      return reply.code(err.status).send(errorBody(err))
    }
    const e = err as { statusCode?: number; code?: string }
    if (e.statusCode === 413) {
      return reply
        .code(413)
        .send({ code: ErrorCode.payloadTooLarge, msg: ErrorMsg.payloadTooLarge, data: null })
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Malformed JSON, wrong content type and the like.
      return reply.code(400).send({ code: ErrorCode.badRequest, msg: ErrorMsg.validation, data: null })
    }
    request.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ code: ErrorCode.internal, msg: ErrorMsg.internal, data: null })
  })
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: ErrorCode.notFound, msg: ErrorMsg.notFound, data: null }),
  )

  securityHeaders(app, config.distDir)
  // API replies (appConfig carries the whole catalogue) travel compressed; a fast brotli level keeps the
  // CPU cost per reply low. Static files arrive pre-compressed and are left alone (they set the header).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  app.get('/healthz', async () => ({ ok: true, db: database.kind }))
  movable?.register(app)

  const callDeps = {
    idempotency: new IdempotencyStore(database.db),
    checkReplies: config.env !== 'production',
  }
  // Replies are stored after they are sent: the last ones land before the database closes.
  app.addHook('onClose', () => callDeps.idempotency.flush())
  await registerModules({
    app,
    db: database.db,
    config,
    clock,
    rateLimiter: new RateLimiter(dbRateLimitStore(database.db), clock),
    callDeps,
    overrides: deps.overrides ?? {},
  })
  await serveApp(app, config.distDir)
  if (config.outbox.pollMs > 0) {
    const outbox = startOutbox({
      db: database.db,
      consumers,
      jobs: scheduledJobs,
      clock,
      ...config.outbox,
      log: app.log,
      onBatch: deps.onOutboxBatch,
    })
    // Every call that writes a domain event is a POST: its consumers look at once, not after an idle pause.
    app.addHook('onResponse', async (request) => {
      if (request.method === 'POST') outbox.wake()
    })
    app.addHook('onClose', () => outbox.stop())
  }
  return app
}
