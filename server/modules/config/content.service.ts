import type { z } from 'zod'
import type {
  contentPageSchema,
  customerServiceEntrySchema,
  faqSchema,
  noticeSchema,
} from '../../../contract/calls/config.ts'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/enums.ts'
import type { ConfigRows } from './config.repo.ts'

interface Text {
  title: string
  body: string
  updatedAt: Date
}

const SHOWN = 1

/**
 * Localized content: each text is looked up in the caller's locale, then in English, so a missing
 * translation degrades one item to English instead of hiding it.
 */
export class LocalizedContent {
  private readonly texts = new Map<string, Map<string, Text>>()

  constructor(private readonly rows: Pick<ConfigRows, 'texts' | 'faq' | 'notices' | 'services'>) {
    for (const t of rows.texts) {
      const byLocale = this.texts.get(t.key) ?? new Map<string, Text>()
      this.texts.set(t.key, byLocale)
      byLocale.set(t.locale, { title: t.title, body: t.body, updatedAt: t.updatedAt })
    }
  }

  text(key: string, locale: Locale): Text | undefined {
    const byLocale = this.texts.get(key)
    return byLocale?.get(locale) ?? byLocale?.get(DEFAULT_LOCALE)
  }

  faq(locale: Locale): z.input<typeof faqSchema>[] {
    return this.rows.faq
      .filter((f) => f.status === SHOWN)
      .flatMap((f) => {
        const t = this.text(f.textKey, locale)
        return t ? [{ id: f.id, question: t.title, answer: t.body, sort: f.sort }] : []
      })
  }

  notices(locale: Locale): z.input<typeof noticeSchema>[] {
    return this.rows.notices
      .filter((n) => n.status === SHOWN)
      .flatMap((n) => {
        const t = this.text(n.textKey, locale)
        return t ? [{ id: n.id, title: t.title, content: t.body, sort: n.sort, showType: n.showType }] : []
      })
  }

  page(key: string, locale: Locale): z.input<typeof contentPageSchema> | null {
    const t = this.text(`page.${key}`, locale)
    return t ? { key, title: t.title, body: t.body, updatedAt: t.updatedAt.getTime() } : null
  }

  customerServices(locale: Locale): z.input<typeof customerServiceEntrySchema>[] {
    return this.rows.services
      .filter((s) => s.status === SHOWN)
      .map((s) => ({
        id: s.id,
        itemType: s.itemType,
        // An untranslated entry is still reachable: show its address as the label.
        param1: this.text(s.textKey, locale)?.title ?? s.target,
        param2: s.target,
        openHours: s.openFrom === null || s.openTo === null ? null : { from: s.openFrom, to: s.openTo },
      }))
  }
}
