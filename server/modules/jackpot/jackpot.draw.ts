/** A cell of the grid as the draw needs it (jackpot_cells). */
export interface Cell {
  id: number
  propId: number
  type: number
  count: number
  showNum: number
  weight: number
}

/** Returns an integer in [0, max): crypto.randomInt in the product, a seeded generator in tests. */
export type RandomInt = (max: number) => number

/**
 * Picks one cell with probability weight / the sum of the weights: a uniform ticket in [0, total) falls in
 * the cell whose cumulative range holds it. Cells of weight 0 are never picked.
 */
export function drawCell(cells: readonly Cell[], randomInt: RandomInt): Cell {
  const total = cells.reduce((s, c) => s + c.weight, 0)
  if (total <= 0) throw new Error('no cell has a weight')
  let ticket = randomInt(total)
  for (const cell of cells) {
    if (ticket < cell.weight) return cell
    ticket -= cell.weight
  }
  throw new Error(`ticket out of range: ${ticket}`)
}
