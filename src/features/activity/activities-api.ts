/** The activity list's query lives in api/ (the start popups share it); the feature's pages import it here. */
export { activitiesQueryOptions } from '../../api/activities.ts'
