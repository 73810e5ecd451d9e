// Each module owns one schema file; this index is what drizzle sees.

export * from './accounts.ts'
export * from './core.ts'
