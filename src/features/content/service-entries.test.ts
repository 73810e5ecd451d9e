import { describe, expect, it } from 'vitest'
import { usableHref, workingChannels } from './service-entries.ts'

const entry = (id: number, itemType: number, param2: string) => ({ id, itemType, param1: `#${id}`, param2 })

describe('customer-service channels', () => {
  it('drops placeholder addresses nobody can reach', () => {
    expect(usableHref('https://chat.luckylobby.example/widget')).toBeNull()
    expect(usableHref('mailto:support@luckylobby.example')).toBeNull()
    expect(usableHref('support@help.test')).toBeNull()
    expect(usableHref('https://example.com/chat')).toBeNull()
    expect(usableHref('http://localhost:3000/chat')).toBeNull()
    expect(usableHref('javascript:alert(1)')).toBeNull()
    expect(usableHref('https://')).toBeNull()
  })

  it('keeps real addresses, handles and phone numbers', () => {
    expect(usableHref('https://t.me/SomeDesk')).toBe('https://t.me/SomeDesk')
    expect(usableHref('@SomeDesk')).toBe('https://t.me/SomeDesk')
    expect(usableHref('help@casino.com.br')).toBe('mailto:help@casino.com.br')
    expect(usableHref('tel:+5511999999999')).toBe('tel:+5511999999999')
    expect(usableHref('https://examples.org/chat')).toBe('https://examples.org/chat')
  })

  it('offers an online chat only at a real https address', () => {
    const { chats, links } = workingChannels([
      entry(1, 1, 'https://chat.luckylobby.example/widget'),
      entry(2, 1, 'mailto:help@casino.com.br'),
      entry(3, 1, 'https://chat.provider.net/room'),
      entry(4, 2, 'mailto:support@luckylobby.example'),
      entry(5, 3, 'https://t.me/SomeDesk'),
    ])
    expect(chats.map((c) => c.id)).toEqual([3])
    expect(links.map((l) => [l.id, l.href])).toEqual([[5, 'https://t.me/SomeDesk']])
  })
})
