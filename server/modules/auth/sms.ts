import { desc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AuthMode } from '../../../contract/enums.ts'
import type { DbOrTx } from '../../db/client.ts'
import { smsOutbox } from '../../db/schema/accounts.ts'

export interface SmsMessage {
  /** E.164 digits without '+'. */
  phone: string
  code: string
  authMode: AuthMode
}

/** Delivers one-time codes. A real provider (with a spending cap, API4) plugs in behind this. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/**
 * Sends nothing: logs the code (clearly marked as sandbox) and keeps it in the `sms_outbox` table, which the
 * dev-only `GET /dev/sms-outbox` reads for local use and the e2e suite.
 */
export class SandboxSmsSender implements SmsSender {
  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {}

  async send(m: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      phone: m.phone,
      code: m.code,
      authMode: m.authMode,
      createdAt: new Date(this.clock()),
    })
    this.log.info(
      { sandboxSms: true, phone: m.phone, authMode: m.authMode, code: m.code },
      'SANDBOX SMS (not sent)',
    )
  }
}

export interface OutboxEntry {
  phone: string
  code: string
  authMode: number
  /** Epoch milliseconds. */
  createdAt: number
}

/** Newest first. */
export async function readOutbox(db: DbOrTx, phone: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(limit)
  return rows.map((r) => ({
    phone: r.phone,
    code: r.code,
    authMode: r.authMode,
    createdAt: r.createdAt.getTime(),
  }))
}
