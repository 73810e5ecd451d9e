/**
 * Customer-service targets come from operator data; only schemes a contact link needs are allowed,
 * so a bad row can never become a javascript: link. Bare handles ("@Desk") become Telegram links.
 */
const ALLOWED = /^(?:https?:|mailto:|tel:)/i

export function safeHref(target: string): string | null {
  const value = target.trim()
  if (!value) return null
  if (ALLOWED.test(value)) return value
  if (/^@[\w.]{3,64}$/.test(value)) return `https://t.me/${value.slice(1)}`
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(value)) return `mailto:${value}`
  return null
}

/** Opens in a new tab unless it hands off to a mail/phone app. */
export const opensNewTab = (href: string): boolean => /^https?:/i.test(href)
