import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { staffReply } from '../modules/feedback/feedback.service.ts'

/**
 * Staff answers to feedback tickets until an operator console exists:
 *
 *   node --import tsx server/cli/feedback-reply.ts --list
 *   node --import tsx server/cli/feedback-reply.ts --ticket 12 --staff ana --text "We refunded it."
 *
 * It reads the server's environment (DATABASE_URL, DATA_DIR). On the embedded PGlite database stop the
 * server first: PGlite is one process's files, and two processes writing them would corrupt them.
 */
const USAGE = 'usage: feedback-reply --list | --ticket <id> --text <reply> [--staff <name>]'

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      list: { type: 'boolean' },
      ticket: { type: 'string' },
      text: { type: 'string' },
      staff: { type: 'string', default: 'support' },
    },
  })
  const config = loadConfig(env)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    if (values.list) {
      const rows = await query<{
        id: number
        user_id: number
        category: string
        status: string
        body: string
      }>(
        database.db,
        sql`SELECT t.id, t.user_id, t.category, t.status,
              (SELECT left(m.body, 60) FROM feedback_messages m WHERE m.ticket_id = t.id ORDER BY m.id DESC LIMIT 1) AS body
            FROM feedback_tickets t WHERE t.status = 'open' ORDER BY t.updated_at LIMIT 100`,
      )
      return (
        rows.map((r) => `#${r.id}\tplayer ${r.user_id}\t${r.category}\t${r.body}`).join('\n') ||
        'no open tickets'
      )
    }
    const id = Number(values.ticket)
    if (!Number.isSafeInteger(id) || id < 1 || !values.text) throw new Error(USAGE)
    const message = await staffReply(database.db, id, values.text, values.staff ?? 'support', Date.now())
    return `ticket #${id}: reply ${message.id} saved`
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err)
      process.exit(1)
    },
  )
}
