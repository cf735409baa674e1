import { z } from 'zod';
import { EDITION_CODES, type EditionCode } from '../editions.ts';
import { UID_PATTERN } from '../game/uid.ts';
import type { ErrorKey } from '../errors/catalogue.ts';

// Request and response shapes of the account calls, shared by the server (validation, OpenAPI) and the app
// (form checks, typed fetchers). An issue's `error` is an ErrorKey so the server answers with the catalogue
// code and the app shows the same localised text before a request is even sent.
const key = (k: ErrorKey) => ({ error: k });

/** Most roles one account may bind. */
export const MAX_ROLES_PER_ACCOUNT = 10;
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_SECONDS = 60;

/** An account id (yfyUid): code logins are `h5-<hex>`, SSO ones a platform `sub` (printable ASCII). */
export const yfyUidSchema = z.string().min(1).max(64).regex(/^[\x21-\x7e]+$/);

export const uidSchema = z
  .string(key('uidEmpty'))
  .trim()
  .min(1, key('uidEmpty'))
  .regex(UID_PATTERN, key('uidInvalid'));

export const roleIdSchema = z
  .string(key('roleIdEmpty'))
  .trim()
  .min(1, key('roleIdEmpty'))
  .regex(UID_PATTERN, key('uidInvalid'));

export const codeSchema = z
  .string(key('codeEmpty'))
  .trim()
  .min(1, key('codeEmpty'))
  .regex(/^\d{6}$/, key('codeInvalid'));

export const editionSchema = z.enum(EDITION_CODES as [EditionCode, ...EditionCode[]]);

export const roleInfoQuery = z.strictObject({ uid: uidSchema });

/** What anyone may learn about a role by its UID: nothing private. */
export const publicRoleSchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  level: z.number().int(),
  avatar: z.string(),
  edition: editionSchema,
  region: z.string(),
});
export type PublicRole = z.infer<typeof publicRoleSchema>;

export const codeSendBody = z.strictObject({
  uid: uidSchema,
  captcha: z.string(key('captchaFailed')).min(1, key('captchaFailed')).max(4096, key('captchaFailed')),
});
export type CodeSendBody = z.input<typeof codeSendBody>;
export const codeSendData = z.object({
  sent: z.literal(true),
  expiresInS: z.number().int(),
  cooldownS: z.number().int(),
});
export type CodeSendData = z.infer<typeof codeSendData>;

/** `{uid, code}` or `{wztoken}` (platform SSO). One object, so a missing field gets its own message. */
export const loginBody = z
  .strictObject({
    uid: uidSchema.optional(),
    code: codeSchema.optional(),
    wztoken: z.string(key('ssoInvalid')).min(1, key('ssoInvalid')).max(4096, key('ssoInvalid')).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.wztoken !== undefined) return;
    if (body.uid === undefined) ctx.addIssue({ code: 'custom', path: ['uid'], message: 'uidEmpty' });
    if (body.code === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: 'codeEmpty' });
  });
export type LoginBody = z.infer<typeof loginBody>;

export const userInfoSchema = z.object({
  role_id: z.string().nullable(),
  yfy_uid: z.string(),
  domain_game: editionSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginData = userInfoSchema.extend({
  token: z.string(),
  expires_at: z.number().int(),
});
export type LoginData = z.infer<typeof loginData>;

export const boundRoleSchema = publicRoleSchema.extend({
  selected: z.boolean(),
  bound_at: z.number().int(),
});
export type BoundRole = z.infer<typeof boundRoleSchema>;

export const roleListData = z.object({ list: z.array(boundRoleSchema), selected: z.string().nullable() });
export type RoleListData = z.infer<typeof roleListData>;

export const selectRoleBody = z.strictObject({ role_id: roleIdSchema });
export const unbindRoleBody = z.strictObject({ role_id: roleIdSchema });
export const bindRoleBody = z.strictObject({ uid: uidSchema, code: codeSchema });

export const okData = z.object({ ok: z.literal(true) });
