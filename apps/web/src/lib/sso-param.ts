/** The URL parameter a platform's single sign-on hands its token in (app/sso.ts reads it; index.html's script sees it). */
export const SSO_PARAM = 'wztoken';
