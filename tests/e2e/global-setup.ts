import { E2E_PORT } from './env.ts'
import { createTestDatabase, startServer, type TestServer } from './server.ts'

/**
 * Starts the real server on the built app (dist/) and a fresh database: a new PGlite directory, or a
 * scratch PostgreSQL database when DATABASE_URL is set (CI). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = await createTestDatabase()
  let server: TestServer
  try {
    // DEV_CLOCK: sign-in.spec moves the server's clock to the next UTC day (POST /dev/clock).
    server = await startServer({
      port: E2E_PORT,
      distDir: process.env.E2E_DIST_DIR ?? './dist',
      database,
      env: { DEV_CLOCK: '1' },
    })
  } catch (error) {
    await database.drop()
    throw error
  }
  return async () => {
    await server.stop()
    await database.drop()
  }
}
