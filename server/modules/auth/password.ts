import { randomBytes } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** OWASP / ASVS 11.4.2: argon2id, 19 MiB, 2 passes, 1 lane (about 13 ms per check here). */
export const ARGON2_OPTIONS = {
  // Algorithm is an ambient const enum (isolatedModules forbids reading it): 2 = Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | null = null

/**
 * Spends the same time as a real check when there is no hash to check (unknown account, or an account
 * without a password), so timing does not tell whether an account exists (ASVS 6.3.8).
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(await dummyHash, password)
  return false
}
