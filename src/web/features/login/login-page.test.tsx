// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import type { TAssociation } from '../../../shared/association.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import { SessionContext, type TSession } from '../../lib/session/session-context.tsx';
import LoginPage from './login-page.tsx';

type TAnswer = { status: number; body: unknown };

const association = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8'),
) as TAssociation;

let answers: Record<string, TAnswer>;
let calls: { path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  answers = { '/api/auth/providers': { status: 200, body: [] } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path] ?? { status: 500, body: { error: 'internal', message: 'x' } };
      const text = typeof answer.body === 'string';
      return new Response(text ? String(answer.body) : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': text ? 'text/plain; charset=utf-8' : 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function session(overrides: Partial<TSession> = {}): TSession {
  return {
    status: 'signedOut',
    user: null,
    isAdmin: false,
    wasSignedIn: false,
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
    ...overrides,
  };
}

function renderAt(url: string, value: TSession = session(), language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page: ReactElement = (
    <QueryClientProvider client={queryClient}>
      <AssociationProvider value={association}>
        <SessionContext.Provider value={value}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/memberlogin" element={<LoginPage />} />
              <Route path="/mypage" element={<p>my page</p>} />
              <Route path="/admindashboard" element={<p>admin page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </AssociationProvider>
    </QueryClientProvider>
  );
  return { ...renderWithI18n(page, { language }), value };
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login state', () => {
  it('checks the fields before asking the server', async () => {
    renderAt('/memberlogin');
    await fillLogin('not-an-email', 'x');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/login')).toEqual([]);
  });

  it('stores the token of a successful sign-in', async () => {
    answers['/api/auth/login'] = { status: 200, body: { accessToken: 'a.b.c' } };
    const { value } = renderAt('/memberlogin');
    await fillLogin(' Anna@Example.org', 'right-password');
    await waitFor(() => expect(value.signIn).toHaveBeenCalledWith('a.b.c'));
    expect(calls.at(-1)).toEqual({
      path: '/api/auth/login',
      body: { email: 'anna@example.org', password: 'right-password' },
    });
  });

  it('says "Email or password is wrong." and, on 429, the too-many text', async () => {
    answers['/api/auth/login'] = {
      status: 401,
      body: { error: 'invalid_credentials', message: 'Email or password is wrong.' },
    };
    renderAt('/memberlogin');
    await fillLogin('anna@example.org', 'wrong');
    expect(await screen.findByText('Email or password is wrong.')).toBeTruthy();
    answers['/api/auth/login'] = { status: 429, body: { error: 'too_many_requests', message: '' } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many Requests. Sorry! Please try again later.')).toBeTruthy();
  });

  it('shows the not-approved texts with the registration link, and "Try with different Login." clears the form', async () => {
    answers['/api/auth/login'] = { status: 403, body: { error: 'not_approved', message: '' } };
    renderAt('/memberlogin');
    await fillLogin('waiting@example.org', 'right-password');
    expect(
      await screen.findByText('Your registration request with email waiting@example.org not yet approved.'),
    ).toBeTruthy();
    expect(screen.getByText('If you are a member, Please contact board members to get access.')).toBeTruthy();
    expect(screen.getByText(/If you want to become a member please use the registration form\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the registration form' }).getAttribute('href')).toBe(
      '/memberregistration',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try with different Login.' }));
    expect(screen.queryByText(/not yet approved/)).toBeNull();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('shows the unverified and the not-found texts with the e-mail filled in', async () => {
    answers['/api/auth/login'] = { status: 403, body: { error: 'not_verified', message: '' } };
    renderAt('/memberlogin');
    await fillLogin('new@example.org', 'right-password');
    expect(
      await screen.findByText(
        'Please verify your email address by clicking the verification link sent to your email new@example.org.',
      ),
    ).toBeTruthy();
    answers['/api/auth/login'] = { status: 403, body: { error: 'not_found', message: '' } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('User details are not found for this email address new@example.org.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try with different Login.' })).toBeTruthy();
  });

  it('offers one button per external provider, as a plain link to its authorize path', async () => {
    answers['/api/auth/providers'] = {
      status: 200,
      body: [{ name: 'google', displayName: 'Google', authorizePath: '/oauth2/authorize/google?redirect_uri=x' }],
    };
    renderAt('/memberlogin');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/oauth2/authorize/google?redirect_uri=x');
  });

  it('links to the forgotpassword and signup states, keeping returnTo', () => {
    renderAt('/memberlogin?returnTo=%2Fadmindashboard');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/memberlogin?view=forgotpassword&returnTo=%2Fadmindashboard',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/memberlogin?view=signup&returnTo=%2Fadmindashboard',
    );
  });
});

describe('a signed-in visitor', () => {
  it('goes to /mypage, or to a same-site returnTo', () => {
    renderAt('/memberlogin', session({ status: 'signedIn' }));
    expect(screen.getByText('my page')).toBeTruthy();
  });

  it('goes to the returnTo path of this site', () => {
    renderAt('/memberlogin?returnTo=%2Fadmindashboard', session({ status: 'signedIn' }));
    expect(screen.getByText('admin page')).toBeTruthy();
  });

  it('ignores a returnTo of another site', () => {
    renderAt('/memberlogin?returnTo=https%3A%2F%2Fevil.example%2F', session({ status: 'signedIn' }));
    expect(screen.getByText('my page')).toBeTruthy();
  });
});

describe('the signup state', () => {
  async function fillSignup(email: string, password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
  }

  it('checks strength and the confirmation before sending', async () => {
    renderAt('/memberlogin?view=signup');
    await fillSignup('a@example.org', 'short', 'other');
    expect(screen.getByText('Password should be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Confirm password is not matching')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/member/signup')).toEqual([]);
  });

  it('turns "Not a member." into the catalog text with the e-mail', async () => {
    answers['/api/member/signup'] = { status: 200, body: 'Not a member.' };
    renderAt('/memberlogin?view=signup');
    await fillSignup('stranger@example.org', 'Kolam-Pattern-42');
    expect(
      await screen.findByText(
        "Email id 'stranger@example.org' not available in our system. Please contact board member for help.",
      ),
    ).toBeTruthy();
  });

  it('shows "User Already Exist." and the server’s common-password verdict', async () => {
    answers['/api/member/signup'] = { status: 200, body: 'User Already Exist.' };
    renderAt('/memberlogin?view=signup');
    await fillSignup('anna@example.org', 'Kolam-Pattern-42');
    expect(await screen.findByText('User Already Exist.')).toBeTruthy();
    answers['/api/member/signup'] = {
      status: 400,
      body: { error: 'validation', message: '', fields: { password: 'commonPassword' } },
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create an account' }));
    expect(
      await screen.findByText('This password is one of the most common passwords. Please choose another one.'),
    ).toBeTruthy();
  });

  it('confirms a created account with a link to sign in', async () => {
    answers['/api/member/signup'] = { status: 200, body: 'AccountCreated.' };
    renderAt('/memberlogin?view=signup');
    await fillSignup('meena@example.org', 'Kolam-Pattern-42');
    expect(await screen.findByText(/We have sent an activation link to meena@example.org/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/memberlogin');
  });
});

describe('the forgotpassword state', () => {
  it('says the link is on its way, whatever the address', async () => {
    answers['/api/auth/forgot'] = { status: 200, body: { message: 'x' } };
    renderAt('/memberlogin?view=forgotpassword');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If anna@example.org has an account/)).toBeTruthy();
  });
});

describe('in Tamil and Swedish', () => {
  it('shows the login state in the chosen language', () => {
    renderAt('/memberlogin', session(), 'ta');
    expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toBeTruthy();
  });

  it('shows the signup state in Swedish', () => {
    renderAt('/memberlogin?view=signup', session(), 'sv');
    expect(screen.getByRole('button', { name: 'Skapa konto' })).toBeTruthy();
    expect(screen.getByLabelText('Lösenord')).toBeTruthy();
  });
});
