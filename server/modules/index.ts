import type { FastifyInstance } from 'fastify'
import type { CallName } from '../../contract/calls/index.ts'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/client.ts'
import { type CallDeps, type CallHandler, type CallOptions, registerCall } from '../http/calls.ts'
import type { IdempotencyStore } from '../http/idempotency.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import type { Consumer } from '../outbox/consumer.ts'
import { outboxMaintenance, pruneJob } from '../outbox/maintenance.ts'
import type { ScheduledJob } from '../outbox/scheduler.ts'
import { registerBuiltinProvider } from '../provider/provider.routes.ts'
import { registerActivities } from './activity/activities/activities.routes.ts'
import { registerFollow } from './activity/follow/follow.routes.ts'
import { hotGamesConsumer } from './activity/hot-games/hot-games.consumer.ts'
import { registerHotGames } from './activity/hot-games/hot-games.routes.ts'
import { registerSignIn } from './activity/sign-in/sign-in.routes.ts'
import { tasksConsumer } from './activity/tasks/tasks.consumer.ts'
import { registerTasks } from './activity/tasks/tasks.routes.ts'
import { agentCommissionConsumer, agentValidConsumer } from './agent/agent.consumers.ts'
import { registerAgent } from './agent/agent.routes.ts'
import { registerAuth } from './auth/auth.routes.ts'
import { SessionService } from './auth/session.service.ts'
import type { SmsSender } from './auth/sms.ts'
import type { SocialVerifiers } from './auth/social.ts'
import { registerConfigModule } from './config/config.routes.ts'
import { registerCoupons } from './coupons/coupons.routes.ts'
import { registerEvents } from './events/events.routes.ts'
import { registerFeedback } from './feedback/feedback.routes.ts'
import type { BlobStore } from './feedback/feedback.store.ts'
import { registerGames } from './games/games.routes.ts'
import { registerGameLikes } from './games/likes.routes.ts'
import { registerInviteSpin } from './invite-spin/invite-spin.routes.ts'
import { jackpotChancesConsumer } from './jackpot/jackpot.chances.consumer.ts'
import { jackpotPoolsConsumer } from './jackpot/jackpot.pools.consumer.ts'
import { registerJackpot } from './jackpot/jackpot.routes.ts'
import { mailConsumer } from './mail/mail.consumer.ts'
import { registerMail } from './mail/mail.routes.ts'
import { pointsConsumer } from './points/points.consumer.ts'
import { registerPoints } from './points/points.routes.ts'
import { dailyTotalsConsumer } from './records/daily-totals.consumer.ts'
import { rebateConsumer } from './vip/rebate/rebate.consumer.ts'
import { registerRebate } from './vip/rebate/rebate.routes.ts'
import { vipExperienceConsumer } from './vip/vip.consumer.ts'
import { registerVip } from './vip/vip.routes.ts'
import { registerBonus } from './wallet/bonus/bonus.routes.ts'
import { bonusWageringConsumer } from './wallet/bonus/bonus.wagering.consumer.ts'
import { cashbackConsumer, cashbackJob } from './wallet/cashback/cashback.consumer.ts'
import { registerDeposit } from './wallet/deposit/deposit.routes.ts'
import { registerRechargeTiers } from './wallet/recharge-tiers/tiers.routes.ts'
import { registerRecords } from './wallet/records/records.routes.ts'
import { safeboxInterestConsumer, safeboxInterestJob } from './wallet/safebox/safebox.interest.ts'
import { registerSafebox } from './wallet/safebox/safebox.routes.ts'
import { registerWithdraw } from './wallet/withdraw/withdraw.routes.ts'

/** The domain-event consumers (server/outbox/): each applies each money movement's event exactly once. */
export const consumers: readonly Consumer[] = [
  dailyTotalsConsumer,
  vipExperienceConsumer,
  rebateConsumer,
  tasksConsumer,
  pointsConsumer,
  bonusWageringConsumer,
  cashbackConsumer,
  safeboxInterestConsumer,
  jackpotPoolsConsumer,
  jackpotChancesConsumer,
  mailConsumer,
  agentCommissionConsumer,
  agentValidConsumer,
  hotGamesConsumer,
  outboxMaintenance,
]
/** Jobs that run once per UTC hour or day, as `schedule` events for the consumers above. */
export const scheduledJobs: readonly ScheduledJob[] = [pruneJob, cashbackJob, safeboxInterestJob]

/** Test doubles for outside services; each module documents the ones it reads. */
export interface ModuleOverrides {
  /** auth: where SMS codes go (default: the sandbox sender and its dev outbox). */
  sms?: SmsSender
  /** auth: social token verifiers replacing the configured Google / Facebook / LINE ones. */
  social?: Partial<SocialVerifiers>
  /** feedback: where ticket images go (default: FEEDBACK_STORE, a folder under DATA_DIR). */
  feedbackStore?: BlobStore
}

export interface CoreContext {
  app: FastifyInstance
  db: Db
  config: ServerConfig
  clock: () => number
  rateLimiter: RateLimiter
  callDeps: { idempotency: IdempotencyStore; checkReplies: boolean }
  overrides: ModuleOverrides
}

/** What every module's `register*` receives. */
export interface ModuleContext extends CoreContext {
  sessions: SessionService
  /** Registers a contract call with validation, auth, idempotency and the envelope. */
  call<N extends CallName>(name: N, handler: CallHandler<N>, options?: CallOptions): void
}

export async function registerModules(core: CoreContext): Promise<ModuleContext> {
  const sessions = new SessionService(core.db, core.config.session, core.clock)
  const callDeps: CallDeps = { ...core.callDeps, authenticator: sessions }
  const ctx: ModuleContext = {
    ...core,
    sessions,
    call: (name, handler, options) => registerCall(core.app, callDeps, name, handler, options),
  }
  // Each module registers its calls here, one line each.
  await registerAuth(ctx)
  await registerConfigModule(ctx)
  await registerEvents(ctx)
  await registerDeposit(ctx)
  await registerBonus(ctx)
  await registerRechargeTiers(ctx)
  await registerWithdraw(ctx)
  await registerRecords(ctx)
  await registerSafebox(ctx)
  await registerVip(ctx)
  await registerRebate(ctx)
  await registerPoints(ctx)
  await registerCoupons(ctx)
  const games = await registerGames(ctx)
  await registerGameLikes(ctx)
  await registerBuiltinProvider(ctx, games.wallet)
  await registerSignIn(ctx)
  await registerActivities(ctx)
  await registerTasks(ctx)
  await registerJackpot(ctx)
  await registerMail(ctx)
  await registerFeedback(ctx)
  await registerAgent(ctx)
  await registerFollow(ctx)
  await registerHotGames(ctx)
  await registerInviteSpin(ctx)
  return ctx
}
