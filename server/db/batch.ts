import type { Db } from './client.ts'
import { ASYNC_COMMIT_CTE, pgArray, prepared } from './sql.ts'

/**
 * Batches of one kind at the database at once, per process: while one commits, the next fills. More than
 * one keeps requests from waiting a whole batch behind another (bench:wallet: p50 26 ms with 1, 16-20 ms
 * with 4). The calls of a batch take their locks in one order (batchedQuery `order`), so concurrent
 * batches of a kind do not deadlock; a rare deadlock is refused by PostgreSQL and rerun item by item.
 */
const BATCHES_IN_FLIGHT = 4

/**
 * Group commit for one kind of small statement: calls submitted while a batch is on its way to the
 * database wait and go together in the next one, as one statement. Under load, 50 concurrent requests
 * cost a few round trips instead of 50; alone, a call goes at once (the first batch starts on the next
 * turn of the event loop). `run` answers one result per item, in order.
 *
 * When the database refuses a batch (an error with a SQLSTATE: the statement, and so its implicit
 * transaction, was rolled back; say a deadlock with another instance's batch), each item is run again on
 * its own, so one item's error reaches only its caller. Any other failure (a lost connection: the batch
 * may have committed) fails every item of the batch with the error and is never retried.
 */
export class StatementBatcher<I, O> {
  private queue: Array<{ item: I; resolve: (o: O) => void; reject: (e: unknown) => void }> = []
  private inFlight = 0
  private scheduled = false

  /** `maxInFlight` batches may be at the database at once (on different pool connections). */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 200,
    private readonly maxInFlight = BATCHES_IN_FLIGHT,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      if (!this.scheduled && this.inFlight < this.maxInFlight) {
        this.scheduled = true
        setImmediate(() => {
          this.scheduled = false
          this.startBatches()
        })
      }
    })
  }

  private startBatches(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      this.inFlight += 1
      void this.settle(this.queue.splice(0, this.maxBatch)).finally(() => {
        this.inFlight -= 1
        this.startBatches()
      })
    }
  }

  private async settle(batch: StatementBatcher<I, O>['queue']): Promise<void> {
    try {
      const results = await this.run(batch.map((b) => b.item))
      for (const [i, b] of batch.entries()) b.resolve(results[i] as O)
    } catch (err) {
      if (batch.length > 1 && isRolledBack(err)) {
        for (const b of batch) await this.settle([b])
      } else {
        for (const b of batch) b.reject(err)
      }
    }
  }
}

/** The database answered with an error (SQLSTATE), so the statement had no effect. */
function isRolledBack(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

type BatchParams<I> = ReadonlyArray<readonly [sqlType: string, value: (item: I) => string | number | null]>

export interface BatchedQuerySpec<I> {
  /** Prepared-statement name, unique per statement. */
  name: string
  /** The arguments of one call, in order: the SQL type and how to read the value from a call. */
  params: BatchParams<I>
  /**
   * The statement after `SELECT a.n, `: its select list, `FROM ${args}` (one row `a` per call) and what it
   * joins; `columns` name the row's arguments (`a.p1`, `a.p2`, ... in `params` order).
   */
  select: (args: string, columns: string[]) => string
  // Rows are looked up per call with `JOIN LATERAL (... LIMIT 1)` (or in a function), never with a plain
  // join: a connection plans the statement once, and a plan made while a table was small (seq scan, hash
  // join) is kept as the table grows (docs/ARCHITECTURE.md "Wallet throughput").
  /**
   * Lock order: calls are executed in this order, so two batches touching the same rows take their locks
   * in the same order. Calls that compare equal keep their arrival order. None for reads.
   */
  order?: (a: I, b: I) => number
  /** Commit without waiting for the WAL flush (sql.ts ASYNC_COMMIT_CTE): only for writes safe to lose. */
  asyncCommit?: boolean
}

/**
 * One statement for the calls that concurrent requests make at once (a StatementBatcher): the calls'
 * arguments are the rows of an `unnest`, numbered, and each caller gets the result rows of its own. Only
 * for calls that are each their own transaction (root database, never inside a transaction).
 */
export function batchedQuery<I, R>(db: Db, spec: BatchedQuerySpec<I>): (item: I) => Promise<R[]> {
  const columns = spec.params.map((_, i) => `a.p${i + 1}`)
  const rows = `unnest(${spec.params.map(([type], i) => `$${i + 1}::${type}[]`).join(', ')})
    WITH ORDINALITY AS a(${spec.params.map((_, i) => `p${i + 1}`).join(', ')}, n)`
  const args = spec.asyncCommit ? `(${rows} CROSS JOIN async_commit)` : rows
  const text = `${spec.asyncCommit ? `WITH ${ASYNC_COMMIT_CTE} ` : ''}SELECT a.n, ${spec.select(args, columns)}`
  const byOrder = spec.order
  const batcher = new StatementBatcher<I, R[]>(async (items) => {
    const order = items.map((item, i) => ({ item, i }))
    if (byOrder) order.sort((a, b) => byOrder(a.item, b.item) || a.i - b.i)
    const rows = await prepared<R & { n: number | string }>(
      db,
      spec.name,
      text,
      spec.params.map(([, value]) => pgArray(order.map((o) => value(o.item)))),
    )
    const results: R[][] = items.map(() => [])
    for (const { n, ...row } of rows) {
      const at = order[Number(n) - 1]
      if (at) results[at.i]?.push(row as R)
    }
    return results
  })
  return (item) => batcher.submit(item)
}

export interface BatchedCallSpec<I> extends Omit<BatchedQuerySpec<I>, 'select'> {
  /** A function of the database: set-returning or scalar (then its one column is named `f`). */
  fn: string
  order: (a: I, b: I) => number
}

/**
 * Calls of one database function made by concurrent requests, as one statement (batchedQuery): the
 * function called per argument row with LATERAL, in `order`; one round trip and one commit per batch.
 */
export function batchedCall<I, R>(db: Db, spec: BatchedCallSpec<I>): (item: I) => Promise<R[]> {
  return batchedQuery<I, R>(db, {
    ...spec,
    select: (args, columns) => `f.* FROM ${args} CROSS JOIN LATERAL ${spec.fn}(${columns.join(', ')}) AS f`,
  })
}
