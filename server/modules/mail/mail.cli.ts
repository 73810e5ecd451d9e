import { parseArgs } from 'node:util'
import { MAIL_TEMPLATES, type MailTemplate } from '../../../contract/calls/mail.ts'
import { type LocaleText, mailProblem, type NewMail } from './mail.send.ts'

/** What `npm run mail:send -- ...` asks for (server/cli/mail-send.ts). */
export interface MailCommand {
  /** One player's id, or every player (a broadcast). */
  to: number | 'all'
  mail: NewMail
  /** A broadcast also reaches players who register later. */
  newPlayers: boolean
  /** Names a one-player mail, so running the same command again sends nothing (default: a new uuid). */
  id: string | undefined
}

export const MAIL_SEND_USAGE = `Usage: npm run mail:send -- --to <userId|all> (--template <key> [--param name=value ...] |
  --title <English> --body <English> [--title-pt-BR ... --body-pt-BR ... --title-es ... --body-es ...])
  [--coin <minor units>] [--points <n>] [--new-players] [--id <name>]
Templates: ${Object.entries(MAIL_TEMPLATES)
  .map(([k, params]) => (params.length ? `${k} (${params.join(', ')})` : k))
  .join(', ')}`

const whole = (name: string, v: string | undefined): number => {
  if (v === undefined) return 0
  if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a whole number`)
  return Number(v)
}

/** Reads the command line; throws a message for the operator on anything unclear. */
export function parseMailCommand(argv: string[]): MailCommand {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      to: { type: 'string' },
      template: { type: 'string' },
      param: { type: 'string', multiple: true },
      title: { type: 'string' },
      body: { type: 'string' },
      'title-pt-BR': { type: 'string' },
      'body-pt-BR': { type: 'string' },
      'title-es': { type: 'string' },
      'body-es': { type: 'string' },
      coin: { type: 'string' },
      points: { type: 'string' },
      'new-players': { type: 'boolean' },
      id: { type: 'string' },
    },
  })
  const to = values.to === 'all' ? 'all' : whole('to', values.to)
  if (to === 0) throw new Error('--to needs a player id or "all"')
  if (values['new-players'] && to !== 'all') throw new Error('--new-players goes with --to all')
  if (values.id !== undefined && to === 'all') throw new Error('--id names a one-player mail')
  let content: NewMail['content']
  if (values.template !== undefined) {
    if (values.title !== undefined || values.body !== undefined)
      throw new Error('--template or --title/--body, not both')
    if (!Object.hasOwn(MAIL_TEMPLATES, values.template))
      throw new Error(`unknown template ${values.template}`)
    const params: Record<string, number> = {}
    for (const p of values.param ?? []) {
      const [name = '', value] = p.split('=')
      params[name] = whole(`param ${name}`, value)
    }
    content = { template: values.template as MailTemplate, params }
  } else {
    const text = (en: string | undefined, pt: string | undefined, es: string | undefined): LocaleText => ({
      en: en ?? '',
      ...(pt === undefined ? {} : { 'pt-BR': pt }),
      ...(es === undefined ? {} : { es }),
    })
    content = {
      title: text(values.title, values['title-pt-BR'], values['title-es']),
      body: text(values.body, values['body-pt-BR'], values['body-es']),
    }
  }
  const mail: NewMail = { content, coin: whole('coin', values.coin), points: whole('points', values.points) }
  const problem = mailProblem(mail)
  if (problem) throw new Error(problem)
  return { to, mail, newPlayers: values['new-players'] === true, id: values.id }
}
