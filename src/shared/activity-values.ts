/** The closed sets of values a weekly activity takes, shared by the database schema and the API. */

/** Who may join an activity: kids within its age band, adults, or everyone. */
export const ACTIVITY_AUDIENCES = ['kids', 'adults', 'everyone'] as const;
export type TActivityAudience = (typeof ACTIVITY_AUDIENCES)[number];

/** ISO weekday numbers: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
