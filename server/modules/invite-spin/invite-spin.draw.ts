/** A sector of the wheel (invite_spin_sectors). */
export interface Sector {
  id: number
  amount: number
  weight: number
}

/** Returns an integer in [0, max): crypto.randomInt in the product, a seeded generator in tests. */
export type RandomInt = (max: number) => number

/**
 * Picks one sector with probability weight / the sum of the weights: a uniform ticket in [0, total) falls in
 * the sector whose cumulative range holds it. Sectors of weight 0 are never picked.
 */
export function drawSector(sectors: readonly Sector[], randomInt: RandomInt): Sector {
  const total = sectors.reduce((s, c) => s + c.weight, 0)
  if (total <= 0) throw new Error('no sector has a weight')
  let ticket = randomInt(total)
  for (const sector of sectors) {
    if (ticket < sector.weight) return sector
    ticket -= sector.weight
  }
  throw new Error(`ticket out of range: ${ticket}`)
}
