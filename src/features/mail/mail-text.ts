import type { MailItem } from '../../../contract/calls/mail.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'

/** Template params that are money (minor units), shown as amounts in the reader's format. */
const MONEY_PARAMS = new Set(['amount', 'fee'])

/**
 * A mail's title and body in the reader's language: a system template is translated here
 * (`mail.template.<key>`, params filled in, money formatted), an operator's text came translated.
 */
export function useMailText(): (mail: MailItem & { body?: string }) => { title: string; body: string } {
  const { t } = useTranslation()
  const money = useMoney()
  return (mail) => {
    if (!mail.template) return { title: mail.title, body: mail.body ?? '' }
    const params: Record<string, string | number> = { appName: t('common.appName') }
    for (const [name, value] of Object.entries(mail.params)) {
      params[name] = MONEY_PARAMS.has(name) ? money(value, 'amount') : value
    }
    return {
      title: t(`mail.template.${mail.template}.title`, params),
      body: t(`mail.template.${mail.template}.body`, params),
    }
  }
}
