import { useId, useState } from 'react'
import type { GameBrand } from '../../../contract/calls/config.ts'
import { resourceUrl } from '../../api/resource-url.ts'
import { useTranslation } from '../../i18n/index.ts'
import { AppLink } from '../../ui/nav-link.tsx'
import s from './brand-row.module.css'

/** The studios behind the lobby: logos with the name as a fallback when a logo will not load. */
export function BrandRow({ brands, resourceBase }: { brands: readonly GameBrand[]; resourceBase: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (brands.length === 0) return null
  return (
    <section className={s.section} aria-labelledby={headingId} data-no-snapshot="">
      <h2 id={headingId} className={s.title}>
        {t('lobby.brands')}
      </h2>
      <ul className={s.row}>
        {brands.map((brand) => (
          <li key={brand.id} className={s.item}>
            {/* A studio opens the search with its games (and no other filter). */}
            <AppLink href={`/game/search?brandId=${brand.id}`} className={s.link}>
              <BrandLogo brand={brand} src={resourceUrl(resourceBase, brand.img)} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

function BrandLogo({ brand, src }: { brand: GameBrand; src: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return <span className={s.name}>{brand.name}</span>
  return (
    <img
      src={src}
      alt={brand.name}
      title={brand.name}
      width={120}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
