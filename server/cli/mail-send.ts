import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { query } from '../db/sql.ts'
import { MAIL_SEND_USAGE, parseMailCommand } from '../modules/mail/mail.cli.ts'
import { writeBroadcast, writeMail } from '../modules/mail/mail.send.ts'

/**
 * `npm run mail:send -- ...`: an operator's mail to one player or to every player, until an operator
 * console exists (docs/ARCHITECTURE.md "Mail"). It opens the database the server uses (DATABASE_URL, or
 * the PGlite folder DATA_DIR, which only one process may open: stop the server first).
 */
let command: ReturnType<typeof parseMailCommand>
try {
  command = parseMailCommand(process.argv.slice(2))
} catch (e) {
  console.error(`${(e as Error).message}\n\n${MAIL_SEND_USAGE}`)
  process.exit(2)
}
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await migrate(database.db)
  const now = Date.now()
  if (command.to === 'all') {
    const id = await writeBroadcast(database.db, { ...command.mail, newPlayers: command.newPlayers }, now)
    console.log(`broadcast ${id} sent: every player finds it when they next open their mail`)
  } else {
    const userId = command.to
    const [user] = await query<{ id: number }>(database.db, sql`SELECT id FROM users WHERE id = ${userId}`)
    if (!user) throw new Error(`no player ${userId}`)
    const source = `operator:${command.id ?? randomUUID()}`
    const id = await writeMail(database.db, userId, source, command.mail, now)
    console.log(id === null ? `already sent (${source}): nothing new` : `mail ${id} sent to player ${userId}`)
  }
} catch (e) {
  console.error((e as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
