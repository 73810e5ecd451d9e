import { useQuery } from '@tanstack/react-query'
import { type ContentPageKey, contentPageQueryOptions } from '../../api/content.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { ErrorState } from '../../ui/error-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Skeleton } from '../../ui/spinner.tsx'
import s from './content.module.css'
import { splitParagraphs } from './paragraphs.ts'

/** About us, privacy policy, terms of use: server text (translated server-side), split into paragraphs. */
export function ContentPage({ pageKey, titleKey }: { pageKey: ContentPageKey; titleKey: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(contentPageQueryOptions(pageKey, locale))
  const page = query.data

  return (
    <>
      <PageHeader title={page?.title ?? t(titleKey)} />
      <PageBody width="reading">
        {page ? (
          <article className={s.article}>
            {splitParagraphs(page.body).map((p, i) => (
              // Paragraphs have no ids; their order is their identity for a given body.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered.
              <p key={i} className={s.paragraph}>
                {p.lead ? <span className={s.lead}>{p.lead}: </span> : null}
                {p.text}
              </p>
            ))}
            {page.updatedAt ? (
              <p className={s.updated}>
                {t('content.updated', {
                  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(page.updatedAt),
                })}
              </p>
            ) : null}
          </article>
        ) : query.isError ? (
          <ErrorState
            title={t('content.loadError')}
            text={t(errorMessageKey(query.error))}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <TextSkeleton />
        )}
      </PageBody>
    </>
  )
}

export function TextSkeleton({ lines = 12 }: { lines?: number }) {
  const { t } = useTranslation()
  return (
    <div className={s.article} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
        <Skeleton key={i} className={s.skeletonLine} />
      ))}
    </div>
  )
}
