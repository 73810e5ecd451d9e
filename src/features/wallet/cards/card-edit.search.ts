/**
 * /wallets/card/edit search: without `id` the page adds a card; with one it modifies that card. A
 * malformed id becomes 0, which matches no card, so the page says "not found" rather than silently
 * turning into the add form.
 */
export const cardEditSearch = (raw: Record<string, unknown>): { id?: number } => {
  if (raw.id === undefined || raw.id === '') return {}
  const id = typeof raw.id === 'string' ? Number(raw.id) : raw.id
  return { id: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : 0 }
}
