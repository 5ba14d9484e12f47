// The external sign-in provider of the browser tests: oauth2-mock-server on loopback (OIDC_MOCK_ISSUER).
// Which member signs in is chosen by the test through cookies, see src/server/testing/mock-oidc-provider.ts.
import { startMockOidcProvider } from '../../../src/server/testing/mock-oidc-provider.ts';
import { E2E_HOST, E2E_OIDC_PORT } from '../helpers/test-env.ts';

await startMockOidcProvider(E2E_OIDC_PORT, E2E_HOST);
