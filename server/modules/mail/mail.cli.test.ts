import { describe, expect, it } from 'vitest'
import { parseMailCommand } from './mail.cli.ts'

describe('mail:send command line', () => {
  it('reads a template mail to one player with its params and attachment', () => {
    expect(
      parseMailCommand([
        '--to',
        '42',
        '--template',
        'depositPaid',
        '--param',
        'amount=5000',
        '--coin',
        '250',
        '--id',
        'promo-1',
      ]),
    ).toEqual({
      to: 42,
      mail: { content: { template: 'depositPaid', params: { amount: 5000 } }, coin: 250, points: 0 },
      newPlayers: false,
      id: 'promo-1',
    })
  })

  it('reads literal text per locale for every player', () => {
    const c = parseMailCommand([
      '--to',
      'all',
      '--title',
      'Hello',
      '--body',
      'Body',
      '--title-es',
      'Hola',
      '--body-es',
      'Cuerpo',
      '--points',
      '10',
      '--new-players',
    ])
    expect(c).toEqual({
      to: 'all',
      mail: {
        content: { title: { en: 'Hello', es: 'Hola' }, body: { en: 'Body', es: 'Cuerpo' } },
        coin: 0,
        points: 10,
      },
      newPlayers: true,
      id: undefined,
    })
  })

  it('refuses what it cannot send, saying why', () => {
    const refusals: Array<[string[], RegExp]> = [
      [['--template', 'welcome'], /--to/],
      [['--to', 'x', '--template', 'welcome'], /whole number/],
      [['--to', '1', '--template', 'nope'], /unknown template/],
      [['--to', '1', '--template', 'depositPaid'], /takes params \[amount\]/],
      [['--to', '1', '--template', 'welcome', '--param', 'amount=5'], /takes params \[\]/],
      [['--to', '1', '--title', 'Hi'], /body needs English/],
      [['--to', '1', '--title-es', 'Hola', '--body', 'x'], /title needs English/],
      [['--to', '1', '--template', 'welcome', '--coin', '-5'], /coin/],
      [['--to', '1', '--template', 'welcome', '--coin', '2.5'], /whole number/],
      [['--to', '1', '--template', 'welcome', '--new-players'], /--to all/],
      [['--to', 'all', '--template', 'welcome', '--id', 'x'], /one-player/],
      [['--to', '1', '--template', 'welcome', '--bogus'], /bogus/],
    ]
    for (const [argv, why] of refusals) expect(() => parseMailCommand(argv), argv.join(' ')).toThrow(why)
  })
})
