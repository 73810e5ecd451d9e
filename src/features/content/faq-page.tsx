import { selectFaqList, useAppConfig } from '../../api/app-config.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ChevronDownIcon, HeadsetIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { HelpIcon } from '../../ui/page-icons.tsx'
import { TextSkeleton } from './content-page.tsx'
import s from './faq.module.css'
import { splitParagraphs } from './paragraphs.ts'

/**
 * The FAQ from app config (persisted, so it opens offline). Native <details> make the accordion:
 * keyboard and screen-reader behaviour for free, and find-in-page opens the matching answer.
 */
export function FaqPage() {
  const { t } = useTranslation()
  const query = useAppConfig()
  const faqs = query.data ? selectFaqList(query.data) : null

  let body: React.ReactNode
  if (faqs && faqs.length > 0) {
    body = (
      <div className={s.list}>
        {faqs.map((faq) => (
          <details key={faq.id} className={s.item} name="faq">
            <summary className={s.question}>
              <span>{faq.question}</span>
              <ChevronDownIcon size={18} className={s.chevron} />
            </summary>
            <div className={s.answer}>
              {splitParagraphs(faq.answer).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered.
                <p key={i}>{p.lead ? `${p.lead}: ${p.text}` : p.text}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    )
  } else if (faqs) {
    body = <EmptyState icon={<HelpIcon size={28} />} title={t('content.faqEmpty')} />
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('content.loadError')}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else {
    body = <TextSkeleton lines={8} />
  }

  return (
    <>
      <PageHeader title={t('titles.faq')} />
      <PageBody width="reading">
        <p className={s.intro}>{t('content.faqIntro')}</p>
        {body}
        <aside className={s.help}>
          <p className={s.helpTitle}>{t('content.faqMore')}</p>
          <AppLink href="/service" className={buttonClass({ variant: 'secondary', wrap: true })}>
            <HeadsetIcon size={18} />
            <ButtonLabel>{t('content.contactService')}</ButtonLabel>
          </AppLink>
        </aside>
      </PageBody>
    </>
  )
}
