/** Local storage keys: fixed names, since renaming one would forget what browsers keep; the language key is ours. */
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
