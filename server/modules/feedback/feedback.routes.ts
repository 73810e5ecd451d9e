import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FEEDBACK_IMAGE_MAX_BYTES } from '../../../contract/calls/feedback.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { errorBody } from '../../http/calls.ts'
import { bearerToken } from '../../http/context.ts'
import { AppError, unauthenticated } from '../../http/errors.ts'
import type { ModuleContext } from '../index.ts'
import { imageError } from './feedback.image.ts'
import {
  addTicket,
  listTickets,
  ownImage,
  playerReply,
  ticketDetail,
  uploadImage,
} from './feedback.service.ts'
import type { BlobStore } from './feedback.store.ts'
import { createBlobStore } from './feedback.store-config.ts'

/** Uploads per player per hour: far above a player filing tickets, low enough to keep the disk safe. */
const UPLOADS_PER_HOUR = { limit: 60, windowSeconds: 3600 }
const IMAGE_ID = /^[0-9a-f]{64}$/

/**
 * Feedback tickets (issue 20): the JSON calls (addFeedback, replyFeedback, getFeedbackList,
 * getFeedbackDetail) and, beside them, the two image routes that carry bytes instead of JSON:
 * `POST /app/v1/uploadFeedbackImage` (raw body, any content type: the type is read from the bytes) and
 * `GET /app/v1/feedbackImage/<id>` (authorised; only the player who uploaded it).
 */
export async function registerFeedback(ctx: ModuleContext): Promise<void> {
  const store = ctx.overrides.feedbackStore ?? createBlobStore(ctx.config.feedbackStore)

  // addFeedback keeps its key on the ticket (feedback_tickets.client_key): exactly once for ever, not
  // only while the reply store remembers it. `ledgerKeyed` hands the handler the key for that.
  ctx.call(
    'addFeedback',
    ({ body, caller, idempotencyKey }) => addTicket(ctx.db, caller.userId, body, idempotencyKey, ctx.clock()),
    { ledgerKeyed: true },
  )
  ctx.call('replyFeedback', ({ body, caller }) => playerReply(ctx.db, caller.userId, body, ctx.clock()))
  ctx.call('getFeedbackList', ({ body, caller }) => listTickets(ctx.db, caller.userId, body))
  ctx.call('getFeedbackDetail', ({ body, caller }) =>
    ticketDetail(ctx.db, caller.userId, body.id, ctx.clock()),
  )

  await ctx.app.register(async (scoped) => imageRoutes(scoped, ctx, store))
}

async function imageRoutes(app: FastifyInstance, ctx: ModuleContext, store: BlobStore) {
  const caller = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization)
    const who = token ? await ctx.sessions.authenticate(token) : null
    if (!who) throw unauthenticated()
    return who
  }
  // Only in this plugin: every body is raw bytes, whatever the content type says.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: FEEDBACK_IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  )
  app.setErrorHandler((err, _request, reply) => {
    const e = err as { statusCode?: number }
    if (e.statusCode === 413)
      return reply.code(413).send(errorBody(imageError(ErrorCode.feedbackImageTooLarge)))
    throw err
  })

  app.post('/app/v1/uploadFeedbackImage', async (request, reply) => {
    const who = await caller(request)
    const bytes = request.body
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw imageError(ErrorCode.feedbackImageType)
    await ctx.rateLimiter.consume(`feedback-upload:${who.userId}`, UPLOADS_PER_HOUR)
    const data = await uploadImage(ctx.db, store, who.userId, bytes, ctx.clock())
    return reply.code(200).send({ code: 200, msg: ErrorMsg.ok, data })
  })

  app.get<{ Params: { id: string } }>('/app/v1/feedbackImage/:id', async (request, reply) => {
    const who = await caller(request)
    const id = request.params.id
    const image = IMAGE_ID.test(id) ? await ownImage(ctx.db, store, who.userId, id) : null
    if (!image) throw new AppError(ErrorCode.feedbackNotFound, ErrorMsg.feedbackNotFound, 404)
    return reply
      .code(200)
      .header('content-type', image.mime)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(image.data)
  })
}
