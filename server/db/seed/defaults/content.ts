import type { CONTENT_PAGES } from '../../../../contract/calls/config.ts'
import type { Locale } from '../../../../contract/enums.ts'
import { contentEn } from './content-en.ts'
import { contentEs } from './content-es.ts'
import { contentPtBr } from './content-pt-br.ts'

export type PageKey = (typeof CONTENT_PAGES)[number]

/** The texts of one locale; numeric keys are the ids of the rows below. */
export interface LocaleContent {
  faq: Record<number, { question: string; answer: string }>
  notices: Record<number, { title: string; content: string }>
  pages: Record<PageKey, { title: string; body: string }>
  /** Customer-service entry labels (param1). */
  customerService: Record<number, string>
  /** Game type names (appGameTypeList[].name), by game type id. */
  gameTypes: Record<number, string>
}

export const seedContent: Record<Locale, LocaleContent> = {
  en: contentEn,
  'pt-BR': contentPtBr,
  es: contentEs,
}

/** When the seeded texts were last revised (content pages report it as updatedAt). */
export const CONTENT_UPDATED_AT = Date.UTC(2026, 10, 1)

export const seedFaqItems = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((id) => ({
  id,
  sort: id * 10,
}))

/** showType 1 = lobby marquee, 2 = popup notice. */
export const seedNotices = [
  { id: 1, sort: 10, showType: 1 },
  { id: 2, sort: 20, showType: 2 },
]

/**
 * Customer-service channels (itemType 1 = online chat, 2 = e-mail, 3 = Telegram). None are seeded: we
 * own no chat, mailbox or Telegram handle, and a placeholder would send players nowhere. An operator
 * adds a real channel as a customer_services row and its `cs.<id>` labels in content_texts; until
 * then the service page says no channel is open and points at the FAQ.
 */
export const seedCustomerServices: ReadonlyArray<{
  id: number
  itemType: number
  target: string
  sort: number
}> = []

export const textKey = {
  faq: (id: number) => `faq.${id}`,
  notice: (id: number) => `notice.${id}`,
  page: (key: string) => `page.${key}`,
  customerService: (id: number) => `cs.${id}`,
  gameType: (id: number) => `gameType.${id}`,
}
