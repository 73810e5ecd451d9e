import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { seedIfEmpty } from './db/seed/index.ts'

const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) =>
    console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: err.message })),
})
const applied = await migrate(database.db)
const seeded = await seedIfEmpty(database.db)
const app = await buildApp({ config, database })
app.log.info({ db: database.kind, migrations: applied, seeded }, 'database ready')

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
