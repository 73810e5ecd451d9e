import { createHash } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { knownDevices } from '../../db/schema/accounts.ts'
import { KNOWN_DEVICE_DAYS, KNOWN_DEVICES_PER_USER } from './auth.limits.ts'

const DAY_MS = 86_400_000

/**
 * The stored form of a `fingerprint` header (the client's random per-browser UUID): its sha256, so the
 * table holds nothing a client could replay. '' (no header) is never a known device.
 */
export const fingerprintHash = (fingerprint: string): string | null =>
  fingerprint ? createHash('sha256').update(fingerprint).digest('hex') : null

/**
 * Whether this device has signed in to this user within KNOWN_DEVICE_DAYS. Runs one indexed read even
 * for an unknown user (userId null), so the answer's timing does not tell whether an account exists.
 */
export async function isKnownDevice(
  db: DbOrTx,
  userId: number | null,
  hash: string | null,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId ?? 0),
        eq(knownDevices.fingerprintHash, hash ?? ''),
        gt(knownDevices.lastSeen, new Date(now - KNOWN_DEVICE_DAYS * DAY_MS)),
      ),
    )
  return row !== undefined && userId !== null && hash !== null
}

/**
 * Records a successful sign-in from this device, and keeps only the user's KNOWN_DEVICES_PER_USER most
 * recent devices, so one account cannot grow the table without bound.
 */
export async function rememberDevice(db: DbOrTx, userId: number, hash: string | null, now: number) {
  if (hash === null) return
  const at = new Date(now)
  await db
    .insert(knownDevices)
    .values({ userId, fingerprintHash: hash, lastSeen: at })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.fingerprintHash],
      set: { lastSeen: at },
    })
  await db.execute(sql`delete from known_devices where user_id = ${userId} and fingerprint_hash not in (
      select fingerprint_hash from known_devices where user_id = ${userId}
      order by last_seen desc, fingerprint_hash limit ${KNOWN_DEVICES_PER_USER})`)
}

/** After a password reset no device keeps its standing: each earns it again by signing in. */
export async function forgetDevices(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId))
}
