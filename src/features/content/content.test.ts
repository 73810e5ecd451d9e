import { describe, expect, it } from 'vitest'
import { splitParagraphs } from './paragraphs.ts'
import { detectPlatform, orderPlatforms } from './platform.ts'
import { opensNewTab, safeHref } from './safe-href.ts'

describe('splitParagraphs', () => {
  it('splits on blank lines, including whitespace-only and CRLF ones', () => {
    const body = 'One.\n\nTwo\nstill two.\r\n  \r\nThree.\n\n\n'
    expect(splitParagraphs(body).map((p) => p.text)).toEqual(['One.', 'Two\nstill two.', 'Three.'])
  })

  it('lifts a short leading label', () => {
    expect(splitParagraphs('Your rights: you can ask.')).toEqual([
      { lead: 'Your rights', text: 'you can ask.' },
    ])
    expect(splitParagraphs('How long we keep it: five years.')[0]?.lead).toBe('How long we keep it')
    expect(splitParagraphs('Plain sentence. Then: more.')[0]?.lead).toBeNull()
    expect(splitParagraphs('Rewards are part of the experience: VIP levels.')[0]?.lead).toBeNull()
  })

  it('returns nothing for an empty body', () => {
    expect(splitParagraphs('  \n\n ')).toEqual([])
  })
})

describe('safeHref', () => {
  it('allows web, mail and phone links and normalises handles', () => {
    expect(safeHref('https://t.me/Desk')).toBe('https://t.me/Desk')
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(safeHref('support@b.example')).toBe('mailto:support@b.example')
    expect(safeHref('@LuckyDesk')).toBe('https://t.me/LuckyDesk')
  })

  it('refuses script and unknown schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JavaScript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,x')).toBeNull()
    expect(safeHref('')).toBeNull()
  })

  it('opens web links in a new tab only', () => {
    expect(opensNewTab('https://x.example')).toBe(true)
    expect(opensNewTab('mailto:a@b.example')).toBe(false)
  })
})

describe('install platform', () => {
  it('detects Android, iOS (including iPadOS) and desktop', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14)', 5)).toBe('android')
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 5)).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15)', 5)).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15)', 0)).toBe('desktop')
  })

  it('puts the detected platform first', () => {
    expect(orderPlatforms('ios')).toEqual(['ios', 'android', 'desktop'])
  })
})
