import type { ModuleContext } from '../index.ts'
import { deleteMail, mailDetail, mailList, receiveMail } from './mail.service.ts'

/** Mail calls (spec 7): getMail2, getMailDetail, receiveMail, delMail. System mail is mail.system's. */
export async function registerMail(ctx: ModuleContext): Promise<void> {
  ctx.call('getMail2', ({ body, caller, locale }) => mailList(ctx.db, caller.userId, locale, body))
  ctx.call('getMailDetail', ({ body, caller, locale }) =>
    mailDetail(ctx.db, caller.userId, body.id, locale, ctx.clock()),
  )
  ctx.call('receiveMail', ({ body, caller, locale }) =>
    receiveMail(ctx.db, caller.userId, body.id, locale, ctx.clock()),
  )
  ctx.call('delMail', ({ body, caller, locale }) =>
    deleteMail(ctx.db, caller.userId, body.id, body.confirm === true, locale, ctx.clock()),
  )
}
