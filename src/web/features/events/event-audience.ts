import { useSession } from '../../lib/session/session-context.tsx';
import type { TDetailAudience } from './events-query-keys.ts';

/** Whose view of an event this is: the visitor's until a user is signed in. */
export function useDetailAudience(): TDetailAudience {
  const { status, user } = useSession();
  return status === 'signedIn' && user ? `user:${user.id}` : 'visitor';
}
