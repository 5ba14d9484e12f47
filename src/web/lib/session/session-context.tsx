import { createContext, useContext } from 'react';
import type { TLoginUser } from '../../../shared/login-user.ts';

export type TSessionStatus = 'checking' | 'signedOut' | 'signedIn';

export type TSession = {
  status: TSessionStatus;
  user: TLoginUser | null;
  isAdmin: boolean;
  /** A user was signed in earlier in this visit (guards send such a visitor home, not to sign-in). */
  wasSignedIn: boolean;
  /** Stores the access token of a new sign-in (whose answer also set the refresh cookie). */
  signIn: (accessToken: string) => void;
  /** Forgets the tokens and the user here, and tells the server to end the session. */
  signOut: () => Promise<void>;
  /** Loads the profile again (after an edit, or after a new token was stored). */
  reload: () => Promise<void>;
};

export const SessionContext = createContext<TSession | null>(null);

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
