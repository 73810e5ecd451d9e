import { sql } from 'drizzle-orm'
import { MAIL_TEMPLATES, type MailTemplate } from '../../../contract/calls/mail.ts'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'

/** Literal text per locale; English is required (the fallback for a locale left out). */
export type LocaleText = { en: string } & Partial<Record<'pt-BR' | 'es', string>>

/** What a mail says: a template the app translates, or the operator's own words. */
export type MailContent =
  | { template: MailTemplate; params?: Record<string, number> }
  | { title: LocaleText; body: LocaleText }

export interface NewMail {
  content: MailContent
  /** Attachment: minor units of cash and points (0 = none). */
  coin?: number
  points?: number
}

export const TITLE_MAX = 120
export const BODY_MAX = 4_000

/** Why a mail cannot be written, or null. Templates take exactly their params, as integers. */
export function mailProblem(m: NewMail): string | null {
  for (const [name, v] of [
    ['coin', m.coin ?? 0],
    ['points', m.points ?? 0],
  ] as const) {
    if (!Number.isSafeInteger(v) || v < 0) return `${name} must be a whole number >= 0 (minor units)`
  }
  const c = m.content
  if ('template' in c) {
    if (!Object.hasOwn(MAIL_TEMPLATES, c.template)) return `unknown template ${c.template}`
    const wanted: readonly string[] = MAIL_TEMPLATES[c.template]
    const given = Object.keys(c.params ?? {})
    const missing = wanted.filter((p) => !given.includes(p))
    const extra = given.filter((p) => !wanted.includes(p))
    if (missing.length || extra.length) return `template ${c.template} takes params [${wanted.join(', ')}]`
    if (Object.values(c.params ?? {}).some((v) => !Number.isSafeInteger(v))) return 'params must be integers'
    return null
  }
  for (const [field, text, max] of [
    ['title', c.title, TITLE_MAX],
    ['body', c.body, BODY_MAX],
  ] as const) {
    if (!text.en?.trim()) return `${field} needs English text`
    for (const [locale, s] of Object.entries(text)) {
      if (!['en', 'pt-BR', 'es'].includes(locale)) return `${field}: unknown locale ${locale}`
      if (typeof s !== 'string' || s.length > max || s.includes('\u0000'))
        return `${field}.${locale} is too long or invalid`
    }
  }
  return null
}

/** The columns a mail's content fills (mails and mail_broadcasts share them). */
function columns(m: NewMail) {
  const c = m.content
  const template = 'template' in c ? c.template : null
  return {
    template,
    params: JSON.stringify('template' in c ? (c.params ?? {}) : {}),
    title: 'title' in c ? JSON.stringify(c.title) : null,
    body: 'body' in c ? JSON.stringify(c.body) : null,
    coin: m.coin ?? 0,
    points: m.points ?? 0,
  }
}

/**
 * Writes one player's mail under `source` (unique per player): a second write under the same source
 * writes nothing and answers null, so a replayed event or command never sends twice.
 */
export async function writeMail(
  db: DbOrTx,
  userId: number,
  source: string,
  m: NewMail,
  now: number,
): Promise<number | null> {
  const problem = mailProblem(m)
  if (problem) throw new Error(problem)
  const c = columns(m)
  const [row] = await query<{ id: string | number }>(
    db,
    sql`INSERT INTO mails (user_id, source, template, params, title, body, coin, points, created_at)
        VALUES (${userId}, ${source}, ${c.template}, ${c.params}::jsonb, ${c.title}::jsonb, ${c.body}::jsonb,
                ${c.coin}, ${c.points}, ${new Date(now).toISOString()}::timestamptz)
        ON CONFLICT (user_id, source) DO NOTHING
        RETURNING id`,
  )
  return row ? Number(row.id) : null
}

/**
 * An operator's mail to every player: one broadcast row, materialised into each player's box when they
 * next open it (mail.repo.ts), so sending costs one row however many players there are.
 */
export async function writeBroadcast(
  db: DbOrTx,
  m: NewMail & { newPlayers?: boolean },
  now: number,
): Promise<number> {
  const problem = mailProblem(m)
  if (problem) throw new Error(problem)
  const c = columns(m)
  const [row] = await query<{ id: string | number }>(
    db,
    sql`INSERT INTO mail_broadcasts (template, params, title, body, coin, points, new_players, created_at)
        VALUES (${c.template}, ${c.params}::jsonb, ${c.title}::jsonb, ${c.body}::jsonb, ${c.coin}, ${c.points},
                ${m.newPlayers ?? false}, ${new Date(now).toISOString()}::timestamptz)
        RETURNING id`,
  )
  return Number(row?.id)
}
