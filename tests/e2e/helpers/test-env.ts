// The one place that knows how the test server is started, so the config and the specs agree.
// The values are fixed on purpose: they are test-only and a failing run can be replayed by hand.

// Several runs may share a machine (developers, CI): each run takes its own block of ports, chosen in
// the runner process and inherited by its workers through the environment.
if (!process.env.E2E_PORT_BASE) process.env.E2E_PORT_BASE = String(3200 + (process.pid % 100) * 20);
const PORT_BASE = Number(process.env.E2E_PORT_BASE);

export const E2E_PORT = PORT_BASE + 10;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_HOST = '127.0.0.1';

export const E2E_JWT_SECRET = 'e2e-only-jwt-secret-4f9c2a7d1b8e6035c9a4f7e2d1b0c8a6';
export const E2E_ADMIN_EMAIL = 'board.admin@e2e.test';
export const E2E_ADMIN_PASSWORD = 'E2e-Board-Admin-Pw-7q!Xk2#Lm9';

export const E2E_LANGUAGES = ['ta', 'en', 'sv'] as const;
export type TE2eLanguage = (typeof E2E_LANGUAGES)[number];

// The app's storage contract.
export const STORAGE_KEYS = {
  language: 'association_language',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  cookieConsent: 'cookieConsent',
  developerMode: 'developerMode',
} as const;
export const LANGUAGE_COOKIE = 'lang';

// The SMTP sink the test server sends to, and where specs read what it received.
export const E2E_SMTP_PORT = PORT_BASE + 16;
export const E2E_MAIL_HTTP_PORT = PORT_BASE + 17;
/** Free for further loopback services of the tests (an OIDC provider, ...). */
export const E2E_SPARE_PORTS = [PORT_BASE + 18, PORT_BASE + 19] as const;

// The external sign-in provider (oauth2-mock-server) the test server is configured with as "mock".
export const E2E_OIDC_PORT = E2E_SPARE_PORTS[0];
export const E2E_OIDC_ISSUER = `http://${E2E_HOST}:${E2E_OIDC_PORT}`;
export const E2E_OIDC_CLIENT_ID = 'association-e2e';
export const E2E_OIDC_CLIENT_SECRET = 'e2e-only-oidc-client-secret';
