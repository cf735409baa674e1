// A role's UID as the game issues it: 5–12 digits. One rule for every place that takes one (the account calls, the
// game's match posts, the battle list's partner filter), kept apart from zod so the web app can test a UID in a
// link without loading the schemas.
export const UID_PATTERN = /^\d{5,12}$/;

export const isUid = (value: string): boolean => UID_PATTERN.test(value);
