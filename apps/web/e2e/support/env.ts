// Shared by the Playwright config (handed to the server) and the SSO journey (signs a token with it).
export const E2E_SSO_SECRET = 'e2e-sso-secret-0123456789abcdef';
