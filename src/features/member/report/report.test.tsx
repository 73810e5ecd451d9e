import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, hang, ok, stubFetch, stubFetchByCall, testUser } from '../../../api/fetch-stub.test-util.ts'
import { startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { BetList } from './bet-list.tsx'
import { lastDays, rangeToTimes } from './date-range.ts'
import { ReportPage } from './report-page.tsx'
import { ReportSummary } from './report-summary.tsx'

describe('date range', () => {
  it('sends whole UTC days: start inclusive, end exclusive, in epoch seconds', () => {
    expect(rangeToTimes({ from: '2026-11-01', to: '2026-11-22' })).toEqual({
      startTime: Date.UTC(2026, 10, 1) / 1000,
      endTime: Date.UTC(2026, 10, 23) / 1000,
    })
  })

  it('swaps a reversed range and leaves a malformed end open', () => {
    expect(rangeToTimes({ from: '2026-11-22', to: '2026-11-01' })).toEqual({
      startTime: Date.UTC(2026, 10, 1) / 1000,
      endTime: Date.UTC(2026, 10, 23) / 1000,
    })
    expect(rangeToTimes({ from: '2026-11-01', to: 'soon' })).toEqual({
      startTime: Date.UTC(2026, 10, 1) / 1000,
    })
  })

  it('counts today in the last N days', () => {
    expect(lastDays(7, Date.UTC(2026, 10, 22, 15))).toEqual({ from: '2026-11-16', to: '2026-11-22' })
  })
})

const page = { pageNum: 1, pageSize: 20, coin: 0 }
const empty = { ...page, total: 0, pages: 0, list: [], summary: { count: 0, bet: 0, win: 0, net: 0 } }

function renderSummary(content = () => <ReportSummary range={{ from: '2026-11-01', to: '2026-11-22' }} />) {
  // No retries on top of apiCall's, as the app's query client.
  const client = clientWithConfig(testConfig(), { retry: false })
  const root = createRootRoute({
    component: () => <QueryClientProvider client={client}>{content()}</QueryClientProvider>,
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

isolateFormTests()
beforeEach(() => startSession({ token: 'tok', user: testUser() }))

describe('ReportSummary', () => {
  it('says plainly that there are no bets yet, with a way to the games', async () => {
    stubFetch(ok(empty))
    renderSummary()
    expect(await screen.findByText('No bets in this period')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the games' }).getAttribute('href')).toBe('/')
  })

  it('shows the totals and one row per day and game type', async () => {
    const row = { day: '2026-11-20', gameType: 3, count: 4, bet: 40_050, win: 25_100, net: -14_950 }
    const fn = stubFetch(
      ok({
        ...empty,
        total: 1,
        pages: 1,
        list: [row],
        summary: { count: 4, bet: 40_050, win: 25_100, net: -14_950 },
      }),
    )
    renderSummary()
    expect(await screen.findByText('2026-11-20')).toBeTruthy()
    expect(screen.getByText('Type 3 · 4 bets')).toBeTruthy()
    // Bets, wins and net are exact amounts (issue 17), in the table and in the totals.
    expect(screen.getAllByText('R$400.50')).toHaveLength(2)
    expect(screen.getAllByText('R$251')).toHaveLength(2)
    expect(screen.getAllByText('-R$149.50')).toHaveLength(2)
    expect(JSON.parse(String(fn.mock.calls[0]?.[1].body))).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      startTime: Date.UTC(2026, 10, 1) / 1000,
      endTime: Date.UTC(2026, 10, 23) / 1000,
    })
  })

  it('keeps the by-day table to four columns, the game type and bet count under the day (fits 360 px)', async () => {
    const row = { day: '2026-11-20', gameType: 3, count: 1, bet: 1_000, win: 0, net: -1_000 }
    stubFetch(
      ok({
        ...empty,
        total: 1,
        pages: 1,
        list: [row],
        summary: { count: 1, bet: 1_000, win: 0, net: -1_000 },
      }),
    )
    renderSummary()
    const table = await screen.findByRole('table', { name: 'By day and game type' })
    const heads = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent)
    expect(heads).toEqual(['Day', 'Bet', 'Won', 'Net'])
    expect(screen.getByRole('rowheader').textContent).toBe('2026-11-20Type 3 · 1 bet')
  })
})

describe('ReportPage', () => {
  it('asks for the totals and the bets at once, and shows one error, not two, when both fail', async () => {
    // A refusal apiCall does not retry: both replies arrive at once.
    const fn = stubFetchByCall(
      { betRecordReport: fail(400, 1001, 'paramError'), betRecord: fail(400, 1001, 'paramError') },
      hang,
    )
    renderSummary(() => <ReportPage />)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    const calls = fn.mock.calls.map(([url]) => String(url).split('/').pop())
    expect(calls).toContain('betRecordReport')
    expect(calls).toContain('betRecord')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('lists the bets under the totals', async () => {
    const summary = { count: 1, bet: 1_000, win: 0, net: -1_000 }
    const row = { day: '2026-11-20', gameType: 3, ...summary }
    stubFetchByCall({
      betRecordReport: ok({ ...empty, total: 1, pages: 1, list: [row], summary }),
      betRecord: ok({ ...page, total: 1, pages: 1, list: [bet(1, 3001, 3, 'Velvet Blackjack')] }),
    })
    renderSummary(() => <ReportPage />)
    expect(await screen.findByText('Velvet Blackjack')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Bets' })).toBeTruthy()
  })
})

const bet = (id: number, gameId: number, gameType: number, gameName: string) => ({
  id,
  gameId,
  gameType,
  gameName,
  betAmount: 1_000,
  winAmount: 0,
  net: -1_000,
  roundId: `r${id}`,
  time: 1_763_600_000 + id,
})

describe('BetList', () => {
  it("names each bet's game, and a game no longer listed by its type and id", async () => {
    stubFetch(
      ok({ ...page, total: 2, pages: 1, list: [bet(2, 3001, 3, 'Velvet Blackjack'), bet(1, 4001, 4, '')] }),
    )
    const client = clientWithConfig({
      ...testConfig(),
      appGameTypeList: [{ id: 4, name: 'Fishing', icon: '', sort: 40, status: 1 }],
    } as AppConfig)
    render(
      <QueryClientProvider client={client}>
        <BetList range={{ from: '2026-11-01', to: '2026-11-22' }} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Velvet Blackjack')).toBeTruthy()
    expect(screen.getByText('Fishing · #4001')).toBeTruthy()
    expect(screen.queryByText(/#3001/)).toBeNull()
  })
})
