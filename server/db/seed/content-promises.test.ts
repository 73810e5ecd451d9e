import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../../contract/enums.ts'
import { engineFor } from '../../provider/games.catalog.ts'
import { seedGameBrands, seedGames, seedGameTypes } from './defaults/catalog.ts'
import { seedContent } from './defaults/content.ts'

/**
 * Issue 17 "Promises the app does not keep": the seeded notices, FAQ and pages say only what exists today
 * (deposits with their bonus rules, withdrawals with a wagering requirement per deposit, demo play, search,
 * favourites, install, languages, customer service), and name the buttons the UI really shows.
 */

/**
 * Features that do not exist (jackpot, safe box and its interest, invitations, mail, live dealers) and
 * hard-coded amounts. VIP, rebate, daily sign-in, tasks, points and coupons exist since issue 18.
 */
const UNKEPT: RegExp[] = [
  /jackpot/i,
  /safe.?box|cofre|caja fuerte/i,
  /\b1[.,]000\b/,
  /\blive (?:dealer|table|casino|game)s?\b|ao vivo|en vivo|crupi/i,
  /daily interest|juros|intereses/i,
  /\binvit|convid|mailbox|caixa de entrada|bandeja de entrada/i,
]

const texts = (locale: Locale) => {
  const c = seedContent[locale]
  return [
    ...Object.values(c.faq).flatMap((f) => [f.question, f.answer]),
    ...Object.values(c.notices).flatMap((n) => [n.title, n.content]),
    ...Object.values(c.pages).flatMap((p) => [p.title, p.body]),
  ]
}

const uiStrings = (locale: Locale): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'))

const label = (table: Record<string, unknown>, key: string): string => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], table)
  if (typeof value !== 'string') throw new Error(`no UI string ${key}`)
  return value
}

/** The UI labels the FAQ tells players to tap, by locale file key. */
const FAQ_LABELS = [
  'common.register',
  'auth.register.submit',
  'auth.login.forgot',
  'nav.member',
  'member.links.deposit',
  'member.links.withdraw',
  'member.links.cards',
  'member.links.service',
  'member.links.download',
  'install.installButton',
  'deposit.bonusTag',
  'withdraw.turnover.title',
  'games.try',
  'games.search.title',
  'games.member.link',
  'games.member.favourites',
  'games.member.recent',
  'common.language',
  'member.links.vip',
  'member.links.signIn',
  'member.links.points',
  'nav.promos',
  'bonus.tabs.tasks',
  'bonus.tabs.rebate',
  'rebate.claimAll',
  'vip.claim',
  'points.exchange',
]

/** Names the FAQ once used that no button carries. */
const STALE_LABELS: Record<Locale, RegExp[]> = {
  en: [/\bRegister\b/, /\bTry\b/, /Open Wallet/, /\bBonus >/],
  'pt-BR': [/\bTestar\b/, /Abra (a )?Carteira/, /Bônus >/],
  es: [/\bProbar\b/, /Abre (la )?Billetera/, /Bonos >/],
}

describe.each(LOCALES)('seeded content in %s', (locale) => {
  it('promises nothing the app does not do', () => {
    for (const text of texts(locale))
      for (const pattern of UNKEPT) expect(text, `${pattern} in "${text}"`).not.toMatch(pattern)
  })

  it("names the UI's own buttons in the FAQ", () => {
    const faq = Object.values(seedContent[locale].faq)
      .map((f) => f.answer)
      .join('\n')
    const table = uiStrings(locale)
    for (const key of FAQ_LABELS) expect(faq, key).toContain(label(table, key))
    for (const pattern of STALE_LABELS[locale]) expect(faq).not.toMatch(pattern)
  })

  it('names no amount: amounts come from the configuration that pays them', () => {
    for (const text of [
      ...Object.values(seedContent[locale].faq).map((f) => f.answer),
      ...Object.values(seedContent[locale].notices).map((n) => n.content),
    ])
      expect(text).not.toMatch(/\d+(?:[.,]\d+)?\s*%|[$€£]\s*\d|R\$|\+\s*\d/)
  })
})

/** A live table we do not run, in any of the three languages. */
const LIVE = /\blive\b|ao vivo|en vivo|crupi|dealer/i

describe('seeded catalogue', () => {
  it("names no type, studio or game 'live' (there is no live dealer product)", () => {
    for (const name of [
      ...seedGameTypes.map((t) => t.name),
      ...seedGameBrands.map((b) => b.name),
      ...seedGames.map((g) => g.name),
      ...LOCALES.flatMap((locale) => Object.values(seedContent[locale].gameTypes)),
    ])
      expect(name).not.toMatch(LIVE)
    expect(seedGameTypes.map((t) => t.motif)).not.toContain('live')
  })

  it('names no game after a game its engine is not', () => {
    // Every game that runs the roll-under dice names no cards, wheels, balls or tickets.
    const NOT_DICE =
      /blackjack|roulette|baccarat|poker|hold'?em|teen patti|andar bahar|sic bo|dragon (?:&|and) tiger duel|three card|keno|bingo|lott?o|scratch|pick-?\d|quick draw|balls|wheel|game show/i
    for (const game of seedGames) {
      const { engine } = engineFor(game.gameType, game.id)
      if (engine === 'dice') expect(game.name).not.toMatch(NOT_DICE)
      else expect(game.name).not.toMatch(/dice|roll\b/i)
    }
  })

  it('runs European roulette for the roulette tables, and only a roulette table is named one (issue 22)', () => {
    const tables = seedGames.filter((g) => engineFor(g.gameType, g.id).engine === 'roulette')
    expect(tables.map((g) => g.id)).toEqual([3001, 3002, 3003, 3004, 3005])
    // Single zero: no American wheel ("double zero", "00") promised.
    for (const game of tables) expect(game.name).not.toMatch(/double|00|american|blackjack|card/i)
    for (const game of seedGames.filter((g) => !tables.includes(g)))
      expect(game.name).not.toMatch(/roulette|single zero/i)
  })

  it('runs blackjack for the blackjack tables, and only a blackjack table names blackjack or 21 (issue 22)', () => {
    const tables = seedGames.filter((g) => engineFor(g.gameType, g.id).engine === 'blackjack')
    expect(tables.map((g) => g.id)).toEqual([3006, 3007, 3008, 3009, 3010])
    for (const game of tables) expect(game.name).toMatch(/blackjack|twenty-one/i)
    for (const game of tables) expect(game.img).toMatch(/\?v=3$/)
    for (const game of seedGames.filter((g) => !tables.includes(g)))
      expect(game.name).not.toMatch(/blackjack|twenty-one|\b21\b/i)
  })

  it('runs the crash engine for every game of the crash type, and no other (issue 22)', () => {
    const crashType = seedGameTypes.find((t) => t.motif === 'crash')
    const crashGames = seedGames.filter((g) => g.gameType === crashType?.id && g.status === 1)
    expect(crashGames.map((g) => g.name)).toContain('Skylark Ascent')
    for (const game of crashGames) expect(engineFor(game.gameType, game.id).engine).toBe('crash')
    for (const game of seedGames.filter((g) => g.gameType !== crashType?.id))
      expect(engineFor(game.gameType, game.id).engine).not.toBe('crash')
  })

  it('hides the types no engine runs (fishing, arcade) with their games (issue 22)', () => {
    const shown = seedGameTypes.filter((t) => t.status === 1).map((t) => t.motif)
    expect(shown).not.toContain('fishing')
    expect(shown).not.toContain('arcade')
    expect(seedGameTypes.filter((t) => t.status !== 1).map((t) => t.name)).toEqual(['Fishing', 'Arcade'])
  })

  it('names each shown type after the engine its games run, in every language (issue 22)', () => {
    // What a type's name may promise, by engine; a name promising another engine's game fails.
    const PROMISES: Record<string, RegExp> = {
      slot: /slot|caça-níqueis|tragamonedas/i,
      crash: /crash/i,
      mines: /mines|minas/i,
      dice: /dice|roll|dados/i,
      table: /table|mesa/i,
    }
    const NOT_DICE = /lott?er|loter|fish|pesca|live|ao vivo|en vivo|table|mesa|arcade|keno|bingo|card|carta/i
    for (const type of seedGameTypes.filter((t) => t.status === 1)) {
      const engines = new Set(
        seedGames.filter((g) => g.gameType === type.id).map((g) => engineFor(g.gameType, g.id).engine),
      )
      // The table type holds roulette and blackjack tables: "Table" is true of both.
      const kind =
        engines.size > 1 && [...engines].every((e) => e === 'roulette' || e === 'blackjack')
          ? 'table'
          : [...engines][0]
      expect(engines.size === 1 || kind === 'table', `type ${type.id} runs ${[...engines]}`).toBe(true)
      const names = [type.name, ...LOCALES.map((locale) => seedContent[locale].gameTypes[type.id] ?? '')]
      for (const name of names) {
        expect(name, `type ${type.id} runs ${kind}`).toMatch(PROMISES[kind ?? ''] ?? /^$/)
        if (kind === 'dice') expect(name).not.toMatch(NOT_DICE)
      }
      if (kind === 'dice') expect(type.motif).toBe('dice')
    }
    expect(seedGameTypes.find((t) => t.id === 6)).toMatchObject({ name: 'Quick Rolls', motif: 'dice' })
  })

  it('runs the mines engine for every game of the mines type (issue 22)', () => {
    const minesType = seedGameTypes.find((t) => t.motif === 'mines')
    const minesGames = seedGames.filter((g) => g.gameType === minesType?.id && g.status === 1)
    expect(minesGames.length).toBeGreaterThan(0)
    for (const game of minesGames) expect(engineFor(game.gameType, game.id).engine).toBe('mines')
    for (const game of seedGames.filter((g) => g.gameType !== minesType?.id))
      expect(engineFor(game.gameType, game.id).engine).not.toBe('mines')
  })
})
