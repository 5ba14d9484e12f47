/** Who is signed in: the session's first read, and the early script's too. */
export const CURRENT_USER_PATH = '/api/member/login';
