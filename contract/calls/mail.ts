import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'

/**
 * Mail (spec 7 "Mail", routes /email and /email/detail): messages from the site to one player, some with an
 * attachment (coins, points) the player claims once. A system mail is a template key with numeric params
 * (amounts in minor units), translated by the app in the reader's language; an operator mail written as
 * literal text arrives already in the caller's language (English when the operator left that one out).
 */

/** The templates the app translates (`mail.template.<key>.title` / `.body`) and the params each takes. */
export const MAIL_TEMPLATES = {
  /** Sent on registration. */
  welcome: [],
  /** A deposit was credited: `amount`. */
  depositPaid: ['amount'],
  /** A withdrawal was paid out: `amount` taken, `fee` kept. */
  withdrawPaid: ['amount', 'fee'],
  /** A withdrawal was returned to the balance: `amount`. */
  withdrawReturned: ['amount'],
  /** A new VIP level was reached for the first time: `level`. */
  vipLevelUp: ['level'],
  /** The site's welcome gift (the seeded broadcast). */
  siteWelcome: [],
} as const satisfies Record<string, readonly string[]>
export type MailTemplate = keyof typeof MAIL_TEMPLATES
export const MAIL_TEMPLATE_KEYS = Object.keys(MAIL_TEMPLATES) as [MailTemplate, ...MailTemplate[]]

const mailId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

const mailFields = {
  id: z.number().int(),
  /** A system template's key (the app translates it), or null for an operator's literal text. */
  template: z.enum(MAIL_TEMPLATE_KEYS).nullable(),
  /** The template's params (amounts in minor units, a VIP level); {} for literal text. */
  params: z.record(z.string(), z.number().int()),
  /** Literal text's title in the caller's language; '' for a template. */
  title: z.string(),
  /** Attachment: minor units to the cash balance and points; both 0 = no attachment. */
  coin: z.number().int(),
  points: z.number().int(),
  /** The attachment was claimed (false when there is none). */
  claimed: z.boolean(),
  read: z.boolean(),
  /** Epoch seconds. */
  time: z.number().int(),
}
export const mailItem = z.object(mailFields)
export type MailItem = z.infer<typeof mailItem>

/** getMail2: the player's mail, newest first. */
export const getMailRequest = requestBody(pageParams)
export const getMailReply = z.object({
  ...pageReplyFields,
  /** Unread mails in the whole box (not only this page). */
  unread: z.number().int(),
  list: z.array(mailItem),
})

export const mailIdRequest = requestBody({ id: mailId })

/** getMailDetail: one mail with its body; reading it marks it read. */
export const mailDetailReply = z.object({
  ...mailFields,
  /** Literal text's body in the caller's language; '' for a template. */
  body: z.string(),
})
export type MailDetail = z.infer<typeof mailDetailReply>

/** receiveMail: pays the attachment once. */
export const receiveMailReply = z.object({
  id: z.number().int(),
  coin: z.number().int(),
  points: z.number().int(),
  /** The cash balance and the points balance right after. */
  balance: z.number().int(),
  pointsBalance: z.number().int(),
})

/**
 * delMail: a mail whose attachment is still unclaimed is refused (1904) unless `confirm` is true: the
 * player was asked and gives the attachment up.
 */
export const delMailRequest = requestBody({ id: mailId, confirm: z.boolean().optional() })
export const delMailReply = z.object({ id: z.number().int() })
