import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import { copyText } from '../../platform/clipboard.ts'
import b from '../../ui/blocks.module.css'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QrCode } from '../../ui/qr-code.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { toast } from '../../ui/toast-store.ts'
import s from './agent.module.css'
import { agentInfoQueryOptions } from './agent-api.ts'
import { inviteLink, shareTargets } from './share-link.ts'

/**
 * /share (spec 2, login required): the player's invite link, copied (through the native shell's bridge
 * when present; a failed copy says so), shared through the Web Share API where the browser has one, or
 * sent to a channel of shareUrlMap, or scanned from its QR code by a friend's phone.
 */
export function SharePage() {
  const { t } = useTranslation()
  const query = useQuery(agentInfoQueryOptions())
  const info = query.data
  const link = info ? inviteLink(window.location.origin, info.inviteCode) : ''
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const copy = () =>
    copyText(link).then(
      () => toast(t('share.copied'), { tone: 'success' }),
      () => toast(t('share.copyFailed'), { tone: 'error' }),
    )
  const share = () =>
    navigator
      .share({ title: t('share.shareTitle'), text: t('share.shareText'), url: link })
      .catch((error: unknown) => {
        // Closing the share sheet is the player's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return
        toast(t('share.shareFailed'), { tone: 'error' })
      })
  return (
    <>
      <PageHeader title={t('share.title')} />
      <PageBody>
        {info ? (
          <div className={b.stack}>
            <section className={`${b.card} ${s.highlight}`} aria-labelledby="share-link">
              <h2 id="share-link" className={s.muted}>
                {t('share.yourLink')}
              </h2>
              <p className={s.link} data-testid="invite-link">
                {link}
              </p>
              <p>
                {t('agent.yourCode')} <strong className={s.code}>{info.inviteCode}</strong>
              </p>
              <div className={s.actions}>
                <Button onClick={copy}>{t('share.copy')}</Button>
                {canShare ? (
                  <Button variant="secondary" onClick={share}>
                    {t('share.share')}
                  </Button>
                ) : null}
              </div>
            </section>
            <section className={`${b.card} ${s.qrCard}`} aria-labelledby="share-qr">
              <h2 id="share-qr" className={b.cardTitle}>
                {t('share.qrTitle')}
              </h2>
              <QrCode value={link} label={t('share.qrLabel')} />
              <p className={s.muted}>{t('share.qrHint')}</p>
            </section>
            <section className={b.card} aria-labelledby="share-channels">
              <h2 id="share-channels" className={b.cardTitle}>
                {t('share.channels')}
              </h2>
              <ul className={`${s.actions} ${s.plain}`}>
                {shareTargets(info.shareUrlMap, link).map((target) => (
                  <li key={target.channel}>
                    <a
                      className={buttonClass({ variant: 'secondary', size: 'sm', wrap: true })}
                      href={target.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <ButtonLabel>{t(`share.channel.${target.channel}`)}</ButtonLabel>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        ) : (
          <QueryState query={query} errorTitle={t('agent.errorTitle')} />
        )}
      </PageBody>
    </>
  )
}
