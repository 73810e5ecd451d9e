import type { VipData } from '../../../contract/calls/vip.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Money } from '../../ui/money.tsx'
import s from './vip.module.css'

/** The level badge, the experience so far and the way to the next level (or the top reached, spec 4). */
export function VipProgress({ vip }: { vip: VipData }) {
  const { t } = useTranslation()
  const atTop = vip.nextLevel === vip.level
  return (
    <section className={s.hero} aria-label={t('vip.progressLabel')}>
      <p className={s.badge}>{t('vip.level', { level: vip.level })}</p>
      <p className={s.exp}>
        <span className={s.muted}>{t('vip.experience')}</span> <Money value={vip.experience} kind="amount" />
      </p>
      <div
        className={s.bar}
        role="progressbar"
        aria-label={atTop ? t('vip.topReached') : t('vip.toNext', { level: vip.nextLevel })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={vip.progress}
      >
        <span className={s.fill} style={{ width: `${vip.progress}%` }} />
      </div>
      {atTop ? (
        <p className={s.next}>{t('vip.topReached')}</p>
      ) : (
        <p className={s.next}>
          {t('vip.needMore', { level: vip.nextLevel })} <Money value={vip.needExperience} kind="amount" />
          <span className={s.muted}> ({vip.progress}%)</span>
        </p>
      )}
    </section>
  )
}
