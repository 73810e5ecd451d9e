import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorMsg } from '../../contract/errors.ts'
import { badRequest } from './errors.ts'

/**
 * A clock the e2e tests can move forward (daily sign-in's "the next UTC day works"): the server's time is
 * the base clock plus an offset set by POST /dev/clock { offsetMs }. Only built when config.devClock is
 * on, which needs DEV_CLOCK=1 and a NODE_ENV other than production (server/config.ts): otherwise
 * /dev/clock does not exist (404) and the app reads the plain clock.
 */
export function devClock(base: () => number) {
  let offsetMs = 0
  return {
    now: () => base() + offsetMs,
    register(app: FastifyInstance) {
      const body = z.object({
        offsetMs: z
          .number()
          .int()
          .min(0)
          .max(366 * 86_400_000),
      })
      app.post('/dev/clock', async (request) => {
        const parsed = body.safeParse(request.body)
        if (!parsed.success) throw badRequest()
        offsetMs = parsed.data.offsetMs
        return { code: 200, msg: ErrorMsg.ok, data: { offsetMs, now: base() + offsetMs } }
      })
    },
  }
}
