import type { MailItem } from '../../../contract/calls/mail.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Money } from '../../ui/money.tsx'

/** What a mail's attachment gives: "R$5 + 30 points". */
export function AttachmentValue({ mail }: { mail: Pick<MailItem, 'coin' | 'points'> }) {
  const { t } = useTranslation()
  return (
    <>
      {mail.coin > 0 ? <Money value={mail.coin} kind="amount" /> : null}
      {mail.coin > 0 && mail.points > 0 ? ' + ' : null}
      {mail.points > 0 ? t('mail.points', { count: mail.points }) : null}
    </>
  )
}
