/** The activities' query keys: the public reads, and the family's own on /mypage. */
export const ACTIVITIES_QUERY_KEY = ['activities'] as const;
export const activityListKey = () => [...ACTIVITIES_QUERY_KEY, 'list'] as const;
export const activityKey = (id: string) => [...ACTIVITIES_QUERY_KEY, 'one', id] as const;
export const familyActivitiesKey = () => [...ACTIVITIES_QUERY_KEY, 'family'] as const;
