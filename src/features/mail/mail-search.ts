/** /email/detail search params: `id`, a mail id (kept apart so the route tree carries only this parser). */
export interface MailDetailSearch {
  id?: number
}

export const mailDetailSearch = (raw: Record<string, unknown>): MailDetailSearch => {
  const id = typeof raw.id === 'string' ? Number(raw.id) : raw.id
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { id } : {}
}
