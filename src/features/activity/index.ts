/** The activity feature's public surface for routes and other features. */

export { ActivityList } from './activity-list.tsx'
