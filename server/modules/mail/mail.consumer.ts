import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Consumer } from '../../outbox/consumer.ts'
import type { DomainEvent } from '../../outbox/events.ts'
import { type NewMail, writeMail } from './mail.send.ts'

/** Facts that move no money but write mail: a new account (a trigger on users), a VIP level first reached. */
export const MailEventKind = { registered: 'user_registered', vipLevelUp: 'vip_level_up' } as const

const num = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0)

/** The system mail an event writes, or null. */
export function systemMail(e: DomainEvent): NewMail | null {
  switch (e.kind) {
    case MailEventKind.registered:
      return { content: { template: 'welcome' } }
    case TxKind.deposit:
      return { content: { template: 'depositPaid', params: { amount: e.amount } } }
    case TxKind.withdrawPaid:
      return { content: { template: 'withdrawPaid', params: { amount: e.amount, fee: num(e.data.fee) } } }
    case TxKind.withdrawReturned:
      return { content: { template: 'withdrawReturned', params: { amount: e.amount } } }
    case MailEventKind.vipLevelUp:
      return num(e.data.level) > 0
        ? { content: { template: 'vipLevelUp', params: { level: num(e.data.level) } } }
        : null
    default:
      return null
  }
}

/**
 * System mail (issue 20): welcome, deposit paid, withdrawal paid or returned, VIP level-up. Each mail is
 * written in the transaction that moves the cursor, under source `event:<id>` (the welcome under
 * `welcome`), unique per player: a batch applied twice writes nothing new.
 */
export const mailConsumer: Consumer = {
  name: 'mail.system',
  kinds: [
    MailEventKind.registered,
    TxKind.deposit,
    TxKind.withdrawPaid,
    TxKind.withdrawReturned,
    MailEventKind.vipLevelUp,
  ],
  async apply(tx, events) {
    for (const e of events) {
      const mail = systemMail(e)
      if (e.userId === null || !mail) continue
      const source = e.kind === MailEventKind.registered ? 'welcome' : `event:${e.id}`
      await writeMail(tx, e.userId, source, mail, e.createdAt.getTime())
    }
  },
}
