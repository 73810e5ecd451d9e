/** Joins a path from the config to settings.gameResourceUrl; absolute URLs pass through. */
export function resourceUrl(base: string, path: string): string {
  if (!path) return ''
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path
  if (!base) return path
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
