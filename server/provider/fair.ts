import { createHmac, hash, randomBytes } from 'node:crypto'
import { FLOATS_NEEDED, fairFloats, fairOutcome } from './public/fair.js'

/** The server's side of provably fair (public/fair.js is the derivation; docs/FAIRNESS.md the formula). */
export const nodeHmac = (key: string, message: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', key).update(message).digest())

export const seedHash = (serverSeed: string): string => hash('sha256', serverSeed)

/** A new server seed: 32 bytes from the CSPRNG, as 64 hex characters (the HMAC key is this text). */
export const newServerSeed = (): string => randomBytes(32).toString('hex')

/** A default client seed the player may replace. */
export const newClientSeed = (): string => randomBytes(8).toString('hex')

/** One seed pair and the nonce a round uses. */
export interface FairDraw {
  serverSeed: string
  clientSeed: string
  nonce: number
}

export async function diceRollFor(d: FairDraw): Promise<number> {
  return fairOutcome(
    'dice',
    await fairFloats(nodeHmac, d.serverSeed, d.clientSeed, d.nonce, FLOATS_NEEDED.dice),
  )
}

export async function minesFor(d: FairDraw, mines: number): Promise<number[]> {
  const floats = await fairFloats(nodeHmac, d.serverSeed, d.clientSeed, d.nonce, FLOATS_NEEDED.mines)
  return fairOutcome('mines', floats, mines)
}

/** The crash point of a crash round, hundredths (public/fair.js crashPointOf). */
export async function crashPointFor(d: FairDraw): Promise<number> {
  return fairOutcome(
    'crash',
    await fairFloats(nodeHmac, d.serverSeed, d.clientSeed, d.nonce, FLOATS_NEEDED.crash),
  )
}

/** The round's shuffled shoe (312 cards, 0-51 each); the deal takes cards from its top. */
export async function blackjackShoeFor(d: FairDraw): Promise<number[]> {
  const floats = await fairFloats(nodeHmac, d.serverSeed, d.clientSeed, d.nonce, FLOATS_NEEDED.blackjack)
  return fairOutcome('blackjack', floats)
}

export async function pocketFor(d: FairDraw): Promise<number> {
  return fairOutcome(
    'roulette',
    await fairFloats(nodeHmac, d.serverSeed, d.clientSeed, d.nonce, FLOATS_NEEDED.roulette),
  )
}
