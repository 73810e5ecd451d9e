/** A channel's opening hours: minutes of the UTC day (getCustomerServices openHours); null = always. */
export interface OpenHours {
  from: number
  to: number
}

const minuteOfDay = (now: Date) => now.getUTCHours() * 60 + now.getUTCMinutes()

/** Open while from <= now < to, or across midnight when from > to (22:00-06:00). */
export function isOpenAt(hours: OpenHours | null, now: Date): boolean {
  if (!hours) return true
  const m = minuteOfDay(now)
  return hours.from < hours.to ? m >= hours.from && m < hours.to : m >= hours.from || m < hours.to
}

/** A minute of the UTC day on the player's own clock ("09:00", "9:00 AM"), on today's date. */
export function localClock(minute: number, locale: string, now: Date, timeZone?: string): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, minute))
  return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone })
}

/** What kind of channel a link opens, for the line under its label. */
export type ChannelKind = 'email' | 'whatsapp' | 'telegram' | 'phone' | 'link'

export function channelKind(href: string): ChannelKind {
  if (/^mailto:/i.test(href)) return 'email'
  if (/^tel:/i.test(href)) return 'phone'
  let host = ''
  try {
    host = new URL(href).hostname.toLowerCase()
  } catch {
    return 'link'
  }
  if (/(?:^|\.)(?:wa\.me|whatsapp\.com)$/.test(host)) return 'whatsapp'
  if (/(?:^|\.)(?:t\.me|telegram\.me|telegram\.org)$/.test(host)) return 'telegram'
  return 'link'
}
