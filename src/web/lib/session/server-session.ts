/**
 * Where a page the server rendered for a signed-in person keeps who that is (docs/decisions/0022):
 * the app shows that person until its own session check answers, so hydration matches the page.
 */
export const SERVER_SESSION_QUERY_KEY = ['serverSession'] as const;
