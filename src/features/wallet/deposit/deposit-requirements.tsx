import { useQuery } from '@tanstack/react-query'
import { useAppConfig } from '../../../api/app-config.ts'
import { useSession } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../../ui/button.tsx'
import { AlertIcon } from '../../../ui/icons.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { bankInfoListQueryOptions } from '../api/bank-cards.ts'
import s from './deposit.module.css'

export interface DepositRequirement {
  /** settings.isDepositBindMobile and no phone on the account. */
  phone: boolean
  /** settings.isDepositBank and no bank card bound. */
  card: boolean
  blocked: boolean
}

/** What the player must do before depositing (app config settings isDepositBindMobile / isDepositBank). */
export function useDepositRequirement(): DepositRequirement {
  const settings = useAppConfig().data?.settings
  const { user } = useSession()
  const needsCard = settings?.isDepositBank === 1
  const cards = useQuery({ ...bankInfoListQueryOptions(), enabled: needsCard })
  const phone = settings?.isDepositBindMobile === 1 && !user?.mobile
  // Unknown card list (still loading or failed): let the server decide rather than block the player.
  const card = needsCard && cards.data !== undefined && Object.keys(cards.data.appUserBankList).length === 0
  return { phone, card, blocked: phone || card }
}

export function DepositRequirements({ requirement }: { requirement: DepositRequirement }) {
  const { t } = useTranslation()
  if (!requirement.blocked) return null
  return (
    <div className={s.requirement} role="status">
      <AlertIcon size={20} />
      <div className={s.requirementText}>
        {requirement.phone ? (
          <p>
            {t('deposit.needPhone')}{' '}
            <AppLink
              href="/auth/bind"
              className={buttonClass({ variant: 'secondary', size: 'sm', wrap: true })}
            >
              <ButtonLabel>{t('deposit.bindPhone')}</ButtonLabel>
            </AppLink>
          </p>
        ) : null}
        {requirement.card ? (
          <p>
            {t('deposit.needCard')}{' '}
            <AppLink
              href="/wallets/card/edit"
              className={buttonClass({ variant: 'secondary', size: 'sm', wrap: true })}
            >
              <ButtonLabel>{t('deposit.addCard')}</ButtonLabel>
            </AppLink>
          </p>
        ) : null}
      </div>
    </div>
  )
}
