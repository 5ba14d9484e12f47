// What other modules may use of the weekly activities: reading one with its leaders, enrolled members
// and days off, and whether a user leads an activity.
export { createActivitiesRepo, type TActivitiesRepo, type TActivityPersonRow } from './activities.repo.ts';
export {
  activitiesLedBy,
  activitiesWithPeople,
  leadsActivity,
  mayJoin,
  readActivity,
  type TActivityReader,
} from './activity-read.ts';
