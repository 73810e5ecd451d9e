import { safeHref } from './safe-href.ts'

export const ONLINE_CHAT = 1

interface Entry {
  id: number
  itemType: number
  param1: string
  param2: string
}

/**
 * Hosts that can never reach anyone: the names reserved for examples and tests (RFC 2606, RFC 6761).
 * A row still pointing at one is a placeholder nobody replaced, so it is not offered to a player.
 */
const RESERVED_HOST = /(?:^|\.)(?:example|invalid|test|localhost)$|^(?:www\.)?example\.(?:com|net|org)$/i

function hostOf(href: string): string | null {
  if (/^mailto:/i.test(href)) return href.slice(href.lastIndexOf('@') + 1).split('?')[0] ?? null
  if (/^tel:/i.test(href)) return null
  try {
    return new URL(href).hostname
  } catch {
    return ''
  }
}

/** The link a player can actually use for a target, or null (unsafe scheme, malformed, placeholder). */
export function usableHref(target: string): string | null {
  const href = safeHref(target)
  if (href === null) return null
  const host = hostOf(href)
  if (host === '' || (host !== null && RESERVED_HOST.test(host))) return null
  return href
}

/**
 * The working channels of the customer-service queue, split into online chats and other links. An
 * online chat (itemType 1) is offered only with a real web address: the browser opens it, and the
 * native shell opens the same address in its own view. Everything else needs a usable target.
 */
export function workingChannels<E extends Entry>(queue: readonly E[]) {
  const entries = queue
    .map((entry) => ({ ...entry, href: usableHref(entry.param2) }))
    .filter((entry): entry is E & { href: string } => entry.href !== null)
  return {
    chats: entries.filter((e) => e.itemType === ONLINE_CHAT && /^https:/i.test(e.href)),
    links: entries.filter((e) => e.itemType !== ONLINE_CHAT),
  }
}
