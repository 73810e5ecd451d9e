/** A page a paged call asks for (pageNum from 1). */
export interface Page {
  pageNum: number
  pageSize: number
}

/** Rows to skip for a page. */
export const offsetOf = (p: Page): number => (p.pageNum - 1) * p.pageSize

/** What every paged reply carries besides its list. */
export const pageInfo = (p: Page, total: number) => ({
  pageNum: p.pageNum,
  pageSize: p.pageSize,
  total,
  pages: Math.ceil(total / p.pageSize),
})

/** A timestamp column as the wire's epoch seconds. */
export const epochSeconds = (time: string | Date): number => Math.floor(new Date(time).getTime() / 1000)
