import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appConfigQueryOptions } from '../../../api/app-config.ts'
import '../../../i18n/index.ts'
import { gameLabel } from './game-label.ts'
import { RecordRow } from './record-row.tsx'

const entry = (over: Partial<Parameters<typeof RecordRow>[0]['entry']> = {}) => ({
  id: 1,
  kind: 'bet' as const,
  amount: -1_000,
  balance: 9_000,
  time: 1_760_000_000,
  refType: 'provider_tx',
  refId: '7',
  status: '',
  gameId: 3001,
  gameType: 3,
  gameName: 'Velvet Blackjack',
  ...over,
})

function renderRow(e: ReturnType<typeof entry>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(appConfigQueryOptions().queryKey, {
    appGameTypeList: [{ id: 4, name: 'Fishing', icon: '', sort: 40, status: 1 }],
  } as never)
  render(
    <QueryClientProvider client={client}>
      <ul>
        <RecordRow entry={e} />
      </ul>
    </QueryClientProvider>,
  )
  return screen.getByRole('listitem').textContent ?? ''
}

afterEach(cleanup)

describe('RecordRow', () => {
  it("shows a bet's game by name", () => {
    const text = renderRow(entry())
    expect(text).toContain('Bet')
    expect(screen.getByText('Velvet Blackjack')).toBeTruthy()
    expect(text).not.toContain('#3001')
  })

  it('falls back to the type and id for a game no longer listed, and shows no game for a deposit', () => {
    expect(renderRow(entry({ gameId: 4001, gameType: 4, gameName: '' }))).toContain('Fishing · #4001')
    cleanup()
    expect(renderRow(entry({ gameId: 4002, gameType: 9, gameName: '' }))).toContain('Type 9 · #4002')
    cleanup()
    const deposit = renderRow(entry({ kind: 'deposit', amount: 5_000, gameId: 0, gameType: 0, gameName: '' }))
    expect(deposit).toContain('Deposit')
    expect(deposit).not.toContain('#')
  })
})

describe('gameLabel', () => {
  const typeName = (id: number) => (id === 4 ? 'Fishing' : `Type ${id}`)
  const gone = (type: string, id: number) => `${type} · #${id}`
  it('is the name, else type and id, else nothing', () => {
    expect(gameLabel({ gameId: 4001, gameType: 4, gameName: 'Reef Raiders' }, typeName, gone)).toBe(
      'Reef Raiders',
    )
    expect(gameLabel({ gameId: 4001, gameType: 4, gameName: ' ' }, typeName, gone)).toBe('Fishing · #4001')
    expect(gameLabel({ gameId: 0, gameType: 0, gameName: '' }, typeName, gone)).toBe('')
  })
})
