// Types of fair.js for the server code and tests that import it (the page loads the .js as is).
export type Hmac = (key: string, message: string) => Uint8Array | Promise<Uint8Array>
export type FairEngine = 'dice' | 'mines' | 'roulette' | 'blackjack' | 'crash'
export const FLOATS_PER_DIGEST: number
export const DICE_OUTCOMES: number
export const MINES_CELLS: number
export function fairMessage(clientSeed: string, nonce: number, cursor: number): string
export function bytesToFloats(bytes: Uint8Array): number[]
export function fairFloats(
  hmac: Hmac,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]>
export function diceRollOf(floats: readonly number[]): number
export const ROULETTE_POCKETS: number
export function rouletteOf(floats: readonly number[]): number
export const CRASH_RTP_PERCENT: number
export function crashPointOf(floats: readonly number[]): number
export function minesOrderOf(floats: readonly number[]): number[]
export const BLACKJACK_DECKS: number
export const BLACKJACK_SHOE: number
export function blackjackShoeOf(floats: readonly number[]): number[]
export const FLOATS_NEEDED: Record<FairEngine, number>
export function fairOutcome(engine: 'dice' | 'roulette' | 'crash', floats: readonly number[]): number
export function fairOutcome(engine: 'blackjack', floats: readonly number[]): number[]
export function fairOutcome(engine: 'mines', floats: readonly number[], mines: number): number[]
export function webHmac(key: string, message: string): Promise<Uint8Array>
export function webSha256Hex(text: string): Promise<string>
