import { describe, expect, it } from 'vitest'
import { channelKind, isOpenAt, localClock } from './service-hours.ts'

const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00Z`)

describe('opening hours', () => {
  it('are always open without hours', () => {
    expect(isOpenAt(null, at('03:00'))).toBe(true)
  })

  it('open at from and close at to, in UTC', () => {
    const day = { from: 540, to: 1260 } // 09:00-21:00
    expect(isOpenAt(day, at('08:59'))).toBe(false)
    expect(isOpenAt(day, at('09:00'))).toBe(true)
    expect(isOpenAt(day, at('20:59'))).toBe(true)
    expect(isOpenAt(day, at('21:00'))).toBe(false)
  })

  it('run across midnight when from is after to', () => {
    const night = { from: 1320, to: 360 } // 22:00-06:00
    expect(isOpenAt(night, at('23:30'))).toBe(true)
    expect(isOpenAt(night, at('05:59'))).toBe(true)
    expect(isOpenAt(night, at('06:00'))).toBe(false)
    expect(isOpenAt(night, at('21:59'))).toBe(false)
  })

  it("are shown on the player's own clock", () => {
    expect(localClock(540, 'pt-BR', at('12:00'), 'America/Sao_Paulo')).toBe('06:00')
    expect(localClock(540, 'en', at('12:00'), 'Europe/Madrid')).toBe('10:00 AM')
    expect(localClock(1260, 'es', at('12:00'), 'UTC')).toBe('21:00')
  })
})

describe('channelKind', () => {
  it('tells e-mail, WhatsApp, Telegram and phone links apart', () => {
    expect(channelKind('mailto:help@casino.com.br')).toBe('email')
    expect(channelKind('https://wa.me/5511999999999')).toBe('whatsapp')
    expect(channelKind('https://api.whatsapp.com/send?phone=55')).toBe('whatsapp')
    expect(channelKind('https://t.me/SomeDesk')).toBe('telegram')
    expect(channelKind('tel:+5511999999999')).toBe('phone')
    expect(channelKind('https://help.casino.com.br')).toBe('link')
    expect(channelKind('https://notwa.me.evil.com')).toBe('link')
  })
})
