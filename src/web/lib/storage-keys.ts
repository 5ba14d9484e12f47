/** Local storage keys (SPEC section 3); the language key is ours. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  errorMessage: 'error_message',
  developerMode: 'developerMode',
  language: 'association_language',
  cookieConsent: 'cookieConsent',
} as const;

/** The cookie that tells the server which language to render (mirrors local storage). */
export const LANGUAGE_COOKIE = 'lang';
