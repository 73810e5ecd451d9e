import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useAppConfig } from '../../api/app-config.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Select } from '../../ui/select.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { type Catalogue, filterGames, gameNameIndex, playableCatalogue } from './catalogue.ts'
import { GameGrid } from './components/game-grid.tsx'
import { SearchIcon } from './components/heart-icon.tsx'
import s from './games.module.css'
import { filterFromParams } from './search-params.ts'
import { readSearchFilter, type StoredFilter, writeSearchFilter } from './search-storage.ts'

/**
 * /game/search: name (typos forgiven, best matches first), type and brand over the catalogue the app already holds (the service worker
 * keeps it, so this works offline). Filtering is instant and local; the type and brand choice is kept
 * for the next visit.
 */
export function SearchPage({ params }: { params: { typeId?: unknown; brandId?: unknown } }) {
  const { t } = useTranslation()
  const query = useAppConfig()
  const config = query.data
  const catalogue = useMemo(() => (config?.appGameList ? playableCatalogue(config) : null), [config])

  let body: React.ReactNode
  if (catalogue && config) {
    body = (
      <SearchBody
        // A new link (another type's 'See all') starts the page over with its filter.
        key={`${params.typeId}:${params.brandId}`}
        catalogue={catalogue}
        resourceBase={config.settings.gameResourceUrl}
        filterFromLink={filterFromParams(params)}
      />
    )
  } else if (query.isError && query.fetchStatus !== 'fetching') {
    body = (
      <ErrorState
        title={t('games.search.errorTitle')}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
      />
    )
  } else {
    body = <Spinner />
  }
  return (
    <>
      <PageHeader title={t('games.search.title')} />
      <PageBody>{body}</PageBody>
    </>
  )
}

/** The result count is a live region: it changes once typing pauses, so a word is one announcement. */
const COUNT_SETTLE_MS = 500

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

function SearchBody(props: {
  catalogue: Catalogue
  resourceBase: string
  filterFromLink: StoredFilter | undefined
}) {
  const { catalogue, resourceBase, filterFromLink } = props
  const { t } = useTranslation()
  const [text, setText] = useState('')
  // A stored type or brand that is no longer shown counts as "any".
  const [stored, setStored] = useState<StoredFilter>(() => {
    // A type's 'See all' or a studio picked in the lobby: all of its games, remembered like a choice
    // made here.
    if (filterFromLink === undefined) return readSearchFilter()
    writeSearchFilter(filterFromLink)
    return filterFromLink
  })
  const typeId = catalogue.typeNames.has(stored.typeId) ? stored.typeId : 0
  const brandId = catalogue.brandNames.has(stored.brandId) ? stored.brandId : 0
  const q = useDeferredValue(text)
  // Names are folded once per catalogue; a keystroke only compares the query with them.
  const index = useMemo(() => gameNameIndex(catalogue.games), [catalogue.games])
  const results = useMemo(() => filterGames(index, { q, typeId, brandId }), [index, q, typeId, brandId])
  const count = useSettled(results.length, COUNT_SETTLE_MS)
  const choose = (next: Partial<StoredFilter>) => {
    const filter = { typeId, brandId, ...next }
    setStored(filter)
    writeSearchFilter(filter)
  }
  const filtered = text !== '' || typeId !== 0 || brandId !== 0
  const reset = () => {
    setText('')
    choose({ typeId: 0, brandId: 0 })
  }

  return (
    <div className={s.stack}>
      <search className={s.filters} aria-label={t('games.search.filters')}>
        <TextField
          className={s.q}
          type="search"
          label={t('games.search.name')}
          placeholder={t('games.search.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          leading={<SearchIcon size={18} />}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={64}
        />
        <Select
          label={t('games.search.type')}
          value={String(typeId)}
          onChange={(v) => choose({ typeId: Number(v) })}
          options={[
            { value: '0', label: t('games.search.anyType') },
            ...catalogue.types.map((x) => ({ value: String(x.id), label: x.name })),
          ]}
        />
        <Select
          label={t('games.search.brand')}
          value={String(brandId)}
          onChange={(v) => choose({ brandId: Number(v) })}
          options={[
            { value: '0', label: t('games.search.anyBrand') },
            ...catalogue.brands.map((x) => ({ value: String(x.id), label: x.name })),
          ]}
        />
      </search>
      <div className={s.resultsHead}>
        <p className={s.count} role="status" aria-live="polite">
          {t('games.search.count', { count })}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={reset}>
            {t('games.search.reset')}
          </Button>
        ) : null}
      </div>
      {results.length > 0 ? (
        <GameGrid games={results} brandNames={catalogue.brandNames} resourceBase={resourceBase} />
      ) : (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title={t('games.search.emptyTitle')}
          text={t('games.search.emptyText')}
          action={
            <Button variant="secondary" onClick={reset}>
              {t('games.search.reset')}
            </Button>
          }
        />
      )}
    </div>
  )
}
