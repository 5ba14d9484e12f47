/** Everything under this key is the board's data: every action invalidates it all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
