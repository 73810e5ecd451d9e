import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { REWARD_SOURCES, type RewardSource } from '../../../../contract/reward-sources.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { EmptyState } from '../../../ui/empty-state.tsx'
import {
  CoinIcon,
  FlameIcon,
  GiftIcon,
  MailIcon,
  MegaphoneIcon,
  RefreshIcon,
  SparkIcon,
  UserIcon,
} from '../../../ui/icons.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { LoadMore } from '../../../ui/load-more.tsx'
import { Money } from '../../../ui/money.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { QueryState } from '../../../ui/query-state.tsx'
import ui from '../../../ui/reward-rows.module.css'
import { Select } from '../../../ui/select.tsx'
import s from './reward-record.module.css'
import { rewardRecordQueryOptions } from './reward-record-api.ts'

const ICONS: Record<RewardSource, ReactNode> = {
  sign_in: <GiftIcon size={22} />,
  vip_daily: <SparkIcon size={22} />,
  vip_signin: <SparkIcon size={22} />,
  vip_levelup: <SparkIcon size={22} />,
  rebate: <RefreshIcon size={22} />,
  deposit_bonus: <CoinIcon size={22} />,
  task: <FlameIcon size={22} />,
  mail: <MailIcon size={22} />,
  coupon: <GiftIcon size={22} />,
  cashback: <RefreshIcon size={22} />,
  jackpot: <SparkIcon size={22} />,
  follow: <MegaphoneIcon size={22} />,
  agent_commission: <UserIcon size={22} />,
  agent_reward: <UserIcon size={22} />,
  invite_spin: <GiftIcon size={22} />,
}

/** /reward/record: every reward the player received (from the ledger), newest first, 20 at a time. */
export function RewardRecordPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('rewardRecord.title')} fallback="/bonus" />
      <RewardRecordContent />
    </>
  )
}

/** The reward history's body, also the /bonus/record tab. */
export function RewardRecordContent() {
  const { t, i18n } = useTranslation()
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' })
  const [source, setSource] = useState<RewardSource | ''>('')
  const query = useInfiniteQuery(rewardRecordQueryOptions(source))
  const rows = query.data?.pages.flatMap((page) => page.list)
  const options = [
    { value: '', label: t('rewardRecord.all') },
    ...REWARD_SOURCES.map((v) => ({ value: v, label: t(`rewardRecord.sources.${v}`) })),
  ]
  return (
    <PageBody>
      <div className={ui.stack}>
        <Select
          label={t('rewardRecord.filter')}
          options={options}
          value={source}
          onChange={(v) => setSource(v as RewardSource | '')}
          compact
        />
        {!rows ? (
          <QueryState query={query} errorTitle={t('rewardRecord.errorTitle')} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<GiftIcon size={28} />}
            title={t('rewardRecord.emptyTitle')}
            text={t('rewardRecord.emptyText')}
          />
        ) : (
          <>
            <ul className={ui.list}>
              {rows.map((row) => (
                <li key={row.id} className={ui.row}>
                  <span className={ui.icon} aria-hidden="true">
                    {ICONS[row.source]}
                  </span>
                  <span className={ui.text}>
                    <span className={ui.name}>{t(`rewardRecord.sources.${row.source}`)}</span>
                    <time className={ui.meta} dateTime={new Date(row.time * 1000).toISOString()}>
                      {time.format(new Date(row.time * 1000))}
                    </time>
                  </span>
                  <Money value={row.amount} kind="amount" className={ui.amount} />
                </li>
              ))}
            </ul>
            <LoadMore
              query={query}
              label={t('rewardRecord.loadMore')}
              end={<p className={s.end}>{t('rewardRecord.end')}</p>}
            />
          </>
        )}
      </div>
    </PageBody>
  )
}
