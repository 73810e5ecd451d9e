import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createScratchDatabase } from '../../server/test/scratch-db.ts'

/**
 * How the e2e tests run the real server: a fresh database (a new PGlite directory, or a scratch
 * PostgreSQL database when DATABASE_URL is set, as in CI) and `server/main.ts` in a child process on a
 * given port and built app. Used by the global setup and by specs that need a server of their own.
 */
export interface TestDatabase {
  /** DATA_DIR, plus DATABASE_URL on PostgreSQL: merge into the server's environment. */
  env: NodeJS.ProcessEnv
  drop: () => Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lucky-e2e-'))
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null
  return {
    env: scratch ? { DATA_DIR: dataDir, DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true })
      await scratch?.drop()
    },
  }
}

export interface TestServer {
  port: number
  stop: () => Promise<void>
}

/** Starts the server on 127.0.0.1:`port` serving `distDir`, and resolves once /healthz answers. */
export async function startServer(opts: {
  port: number
  distDir: string
  database: TestDatabase
  /** More of the server's environment (e.g. HEARTBEAT_SECONDS). */
  env?: NodeJS.ProcessEnv
}): Promise<TestServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every e2e account signs up from 127.0.0.1: the whole suite makes more than the default 30 an hour.
    REGISTER_PER_IP_HOUR: '1000',
    DIST_DIR: opts.distDir,
  }
  delete env.DATABASE_URL
  Object.assign(env, opts.database.env)
  Object.assign(env, opts.env)

  const health = `http://127.0.0.1:${opts.port}/healthz`
  // Something already answering on the port would be tested instead of this build: refuse to start.
  if (await isHealthy(health)) {
    throw new Error(`port ${opts.port} is already in use; set E2E_PORT to a free port`)
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  try {
    await waitForHealthy(health, server)
  } catch (error) {
    if (server.exitCode === null) server.kill('SIGTERM')
    throw error
  }
  return {
    port: opts.port,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
      await exited
    },
  }
}

export async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

async function waitForHealthy(url: string, server: ChildProcess): Promise<void> {
  // A fresh embedded database migrates and seeds first (36 migrations): over a minute on a busy machine.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    if (await isHealthy(url)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy at ${url}`)
}
