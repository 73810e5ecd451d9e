// Each module owns one schema file; this index is what drizzle sees.

export * from './accounts.ts'
export * from './builtin-provider.ts'
export * from './catalog.ts'
export * from './content.ts'
export * from './core.ts'
export * from './deposit.ts'
export * from './events.ts'
export * from './games.ts'
export * from './games-user.ts'
export * from './ledger.ts'
export * from './vip.ts'
export * from './withdraw.ts'
