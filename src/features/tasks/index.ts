/** The tasks feature's public surface for routes and other features. */

export { taskName } from './task-text.ts'
export { tasksQueryOptions, useClaimTask } from './tasks-api.ts'
