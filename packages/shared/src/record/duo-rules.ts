// Duo analytics for 2v2 (issue 17, docs/decisions/0059-duo-partners.md): the rules the page and the server share,
// apart from zod so the web app can read them without loading the schemas.

/** A season's partners, or every season's. */
export const DUO_SCOPES = ['season', 'all'] as const;
export type DuoScope = (typeof DUO_SCOPES)[number];

/** A partner is "best" only after this many matches together: two lucky wins make no best partner. */
export const DUO_BEST_MIN_MATCHES = 5;

/** The partners listed: the most played-with first. */
export const DUO_LIST_MAX = 50;
