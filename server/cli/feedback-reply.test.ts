import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { seedIfEmpty } from '../db/seed/index.ts'
import { query } from '../db/sql.ts'
import { addTicket, ticketDetail } from '../modules/feedback/feedback.service.ts'
import { main } from './feedback-reply.ts'

/** The staff reply command against a PGlite data directory, as an operator runs it with the server stopped. */
describe('feedback-reply command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'feedback-cli-'))
  const env = { NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' }
  let ticket = 0
  let userId = 0
  beforeAll(async () => {
    const database: Database = await openDatabase({ dataDir: dir })
    await migrate(database.db)
    await seedIfEmpty(database.db)
    const [u] = await query<{ id: number }>(
      database.db,
      sql`INSERT INTO users (uuid, account, account_type, nickname, invite_code)
          VALUES (gen_random_uuid(), 'cli_player', 2, 'cli', 'CLI0001') RETURNING id`,
    )
    userId = Number(u?.id)
    ticket = (
      await addTicket(
        database.db,
        userId,
        { category: 'bug', content: 'it broke', images: [] },
        'cli-key-1',
        Date.now(),
      )
    ).id
    await database.close()
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('lists open tickets and writes a staff reply', async () => {
    expect(await main(['--list'], env)).toContain(`#${ticket}\tplayer ${userId}\tbug\tit broke`)
    expect(await main(['--ticket', String(ticket), '--text', 'Fixed now.', '--staff', 'ana'], env)).toMatch(
      new RegExp(`^ticket #${ticket}: reply \\d+ saved$`),
    )
    expect(await main(['--list'], env)).toBe('no open tickets')
    const database = await openDatabase({ dataDir: dir })
    try {
      const d = await ticketDetail(database.db, userId, ticket, Date.now())
      expect(d.conversation.map((m) => [m.author, m.content])).toEqual([
        ['player', 'it broke'],
        ['staff', 'Fixed now.'],
      ])
    } finally {
      await database.close()
    }
  })

  it('refuses a missing ticket or text', async () => {
    await expect(main(['--ticket', '999999', '--text', 'x'], env)).rejects.toThrow('feedbackNotFound')
    await expect(main(['--ticket', String(ticket)], env)).rejects.toThrow('usage')
  })
})
