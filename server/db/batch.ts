/**
 * Group commit for one kind of small statement: calls submitted while a batch is on its way to the
 * database wait and go together in the next one, as one statement. Under load, 50 concurrent requests
 * cost a few round trips instead of 50; alone, a call goes at once (the first batch starts on the next
 * turn of the event loop). `run` answers one result per item, in order; if it throws, every item of that
 * batch fails with the error.
 */
export class StatementBatcher<I, O> {
  private queue: Array<{ item: I; resolve: (o: O) => void; reject: (e: unknown) => void }> = []
  private running = false

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 200,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject })
      if (!this.running) {
        this.running = true
        setImmediate(() => void this.drain())
      }
    })
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch)
      try {
        const results = await this.run(batch.map((b) => b.item))
        for (const [i, b] of batch.entries()) b.resolve(results[i] as O)
      } catch (err) {
        for (const b of batch) b.reject(err)
      }
    }
    this.running = false
  }
}
