/** Local storage keys: fixed names, since renaming one would forget what browsers keep; the language key is ours. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  errorMessage: 'error_message',
  developerMode: 'developerMode',
  language: 'association_language',
  cookieConsent: 'cookieConsent',
  /** Attendance ticks made on this phone that the server has not taken yet. */
  attendancePending: 'attendance_pending',
} as const;

/** The cookie that tells the server which language to render (mirrors local storage). */
export const LANGUAGE_COOKIE = 'lang';
