/** Who is signed in (SPEC section 7): the session's first read, and the early script's too. */
export const CURRENT_USER_PATH = '/api/member/login';
