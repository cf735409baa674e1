// The error catalogue: every message of SPEC.md §5 and §8 plus the account errors of the foundation, each with a
// stable numeric code (never renumber: clients and logs key on it) and the HTTP status class it travels with.
// Texts live per language in ./messages/*.ts, typed against these keys so a missing text fails to compile.
export const ERRORS = {
  ok: { code: 0, http: 200 },

  // Session and permission classes fixed by PRODUCT.md.
  notLoggedIn: { code: 400, http: 401 }, // client-side "login required" (likes without a token)
  loginRequired: { code: 401, http: 401 },
  bindRequired: { code: 402, http: 403 },
  loginExpired: { code: 600, http: 401 },

  // SPEC §8 general.
  systemBusy: { code: 1001, http: 503 },
  tooFrequent: { code: 1002, http: 429 },
  systemError: { code: 1003, http: 500 },
  loginFailed: { code: 1004, http: 401 },
  rankedOut: { code: 1005, http: 404 },
  noData: { code: 1006, http: 404 },
  bindFailed: { code: 1007, http: 409 },
  claimFailed: { code: 1008, http: 409 },
  paymentFailed: { code: 1009, http: 402 },
  operationTimeout: { code: 1010, http: 504 },
  signupNotStarted: { code: 1011, http: 409 },
  signupEnded: { code: 1012, http: 409 },
  underRepair: { code: 1013, http: 503 },
  paramError: { code: 1014, http: 400 },
  notFound: { code: 1015, http: 404 },
  bodyTooLarge: { code: 1016, http: 413 },
  unsupportedMedia: { code: 1017, http: 415 },
  seasonOutOfRange: { code: 1018, http: 400 },
  matchNotFound: { code: 1019, http: 404 },
  conflict: { code: 1020, http: 409 }, // a unique key already taken (a duplicate id, slug or code)
  unsafeUrl: { code: 1021, http: 400 }, // a link or image outside the allowed schemes and hosts
  requestTooLong: { code: 1022, http: 414 }, // a path segment over its limit
  headersTooLarge: { code: 1023, http: 431 }, // a request line or header block over Node's maxHeaderSize

  // SPEC §5 validation messages.
  uidEmpty: { code: 2001, http: 400 },
  roleIdEmpty: { code: 2002, http: 400 },
  codeEmpty: { code: 2003, http: 400 },
  bindGameRole: { code: 2004, http: 400 },
  enterRoleUid: { code: 2005, http: 400 },
  enterCode: { code: 2006, http: 400 },
  enterNamePhoneContact: { code: 2007, http: 400 },
  enterInviteCode: { code: 2008, http: 400 },
  requiredField: { code: 2009, http: 400 },
  fillNamePhone: { code: 2010, http: 400 },
  fillShipping: { code: 2011, http: 400 },
  addressEmpty: { code: 2012, http: 400 },
  infoLocked: { code: 2013, http: 409 },
  bindBeforeRetry: { code: 2014, http: 403 },
  loginBeforeRetry: { code: 2015, http: 401 },
  tickRules: { code: 2016, http: 400 },

  // SPEC §8 points mall.
  mallSystemError: { code: 3001, http: 500 },
  mallParamError: { code: 3002, http: 400 },
  mallNoPoints: { code: 3003, http: 409 },
  mallInsufficientPoints: { code: 3004, http: 409 },
  mallNotLoggedIn: { code: 3005, http: 401 },
  mallAddressLocked: { code: 3006, http: 409 },
  mallOutOfStock: { code: 3007, http: 409 },
  mallTooFrequent: { code: 3008, http: 429 },
  mallSuspended: { code: 3009, http: 403 },
  mallAbnormalPoints: { code: 3010, http: 409 },
  // Points mall (PRODUCT.md "Points mall in detail"): the errors beyond SPEC §8's list.
  mallLimitReached: { code: 3011, http: 409 },
  mallNotOnSale: { code: 3012, http: 409 },
  mallProductNotFound: { code: 3013, http: 404 },
  mallOrderNotFound: { code: 3014, http: 404 },
  mallRegionNotShipped: { code: 3015, http: 409 },
  mallAddressNotFound: { code: 3016, http: 404 },
  mallAddressBookFull: { code: 3017, http: 409 },
  mallDrawOnly: { code: 3018, http: 409 }, // a draw-style drop is entered (score/draw/enter), not exchanged
  mallDrawClosed: { code: 3019, http: 409 },
  mallDrawEntered: { code: 3020, http: 409 },
  mallOrderCancelled: { code: 3021, http: 409 },

  // Accounts and login (PRODUCT.md "Accounts and login").
  roleNotFound: { code: 4001, http: 404 },
  codeWrong: { code: 4002, http: 400 },
  codeExpired: { code: 4003, http: 400 },
  codeLocked: { code: 4004, http: 429 },
  captchaFailed: { code: 4005, http: 400 },
  codeCooldown: { code: 4006, http: 429 },
  roleBoundElsewhere: { code: 4007, http: 409 },
  roleLimitReached: { code: 4008, http: 409 },
  ssoInvalid: { code: 4009, http: 401 },
  roleNotBound: { code: 4010, http: 404 },
  roleAlreadyBound: { code: 4011, http: 409 },
  uidInvalid: { code: 4012, http: 400 },
  codeInvalid: { code: 4013, http: 400 },
  mailFailed: { code: 4014, http: 502 },

  // Welfare.
  alreadyClaimed: { code: 6001, http: 409 },
  notSubscribed: { code: 6002, http: 409 },
  packUnavailable: { code: 6003, http: 404 },
  signinComplete: { code: 6004, http: 409 },
  weeklyNotOpen: { code: 6005, http: 409 },
  weeklyNotEnough: { code: 6006, http: 409 },
  redeemUnknown: { code: 6007, http: 404 },
  redeemExpired: { code: 6008, http: 409 },
  redeemUsedUp: { code: 6009, http: 409 },
  redeemAlreadyUsed: { code: 6010, http: 409 },
  redeemWrongEdition: { code: 6011, http: 409 },
  // Welfare operators (issue 15, decision 0047).
  welfareBatchShape: { code: 7420, http: 400 }, // a batch is one shared code (code, maxUses) or N one-use codes (count), not both
  welfareBatchNotFound: { code: 7421, http: 404 },
  welfareBatchInactive: { code: 7422, http: 409 }, // the batch has already expired or been deactivated

  // Shipping addresses (SPEC §3, §9): prizes, mall orders, draw prizes.
  addressPhoneInvalid: { code: 2101, http: 400 },
  addressPostcodeInvalid: { code: 2102, http: 400 },
  addressEmailInvalid: { code: 2103, http: 400 },
  addressRegionInvalid: { code: 2104, http: 400 },
  addressTooLong: { code: 2105, http: 400 },

  // Top-up (PRODUCT.md "Top-up in detail").
  payUnknownSku: { code: 7001, http: 404 },
  payMethodUnavailable: { code: 7002, http: 400 },
  payOtherEdition: { code: 7003, http: 409 },
  paySuspended: { code: 7004, http: 403 },
  payMonthlyCap: { code: 7005, http: 409 },
  payOrderNotFound: { code: 7006, http: 404 },
  payOrderOpen: { code: 7007, http: 409 }, // a processing order for this SKU already exists (data.orderId)
  payIdempotencyReused: { code: 7008, http: 409 },
  payOrderFinal: { code: 7009, http: 409 },
  payAmountMismatch: { code: 7010, http: 400 },
  payIdempotencyKeyMissing: { code: 7011, http: 400 },

  // Cumulative top-up event (act/*).
  actNoEvent: { code: 7101, http: 404 },
  actNotStarted: { code: 7102, http: 409 },
  actEnded: { code: 7103, http: 409 },
  actTierUnknown: { code: 7104, http: 404 },
  actTierNotReached: { code: 7105, http: 409 },
  actClaimNotFound: { code: 7106, http: 404 },
  actAddressNotNeeded: { code: 7107, http: 409 },
  actForfeited: { code: 7108, http: 409 },

  // Anniversary event (/api/one-year/*, PRODUCT.md "Anniversary event").
  // Top-up operators (issue 15, decision 0048).
  paySkuEditionFixed: { code: 7430, http: 409 }, // operators: a SKU id stays in the edition it was created in
  actEventNotFound: { code: 7431, http: 404 }, // operators: no cumulative top-up event with this id
  annualNoEvent: { code: 7201, http: 404 },
  annualNotStarted: { code: 7202, http: 409 },
  annualEnded: { code: 7203, http: 409 },
  annualVoteTooMany: { code: 7204, http: 400 }, // SPEC §5: at most 3 roles per vote
  annualVoteEmpty: { code: 7205, http: 400 },
  annualVoteUnknown: { code: 7206, http: 400 },
  annualAlreadyVoted: { code: 7207, http: 409 },
  annualNoMatchInYear: { code: 7208, http: 409 }, // only roles with a match in the report year may vote
  annualTaskNotDone: { code: 7209, http: 409 },
  annualTaskClaimed: { code: 7210, http: 409 },
  annualTaskUnknown: { code: 7211, http: 400 },
  annualTaskOff: { code: 7212, http: 409 },
  annualNoTickets: { code: 7213, http: 409 },
  annualPoolEmpty: { code: 7214, http: 409 },
  annualDrawNotFound: { code: 7215, http: 404 },
  annualAddressNotNeeded: { code: 7216, http: 409 },
  annualForfeited: { code: 7217, http: 409 },
  annualShareInvalid: { code: 7218, http: 404 },

  // The 2v2 tournament (/api/competition/*, PRODUCT.md "2v2 tournament").
  compNoTournament: { code: 7301, http: 404 },
  compNotEligible: { code: 7302, http: 403 }, // SPEC §5: a 2v2 ladder score of 8000 in some season; detail { best, need }
  compAlreadyInTeam: { code: 7303, http: 409 },
  compOwnTeam: { code: 7304, http: 409 },
  compTeamFull: { code: 7305, http: 409 },
  compDomesticOverseas: { code: 7306, http: 409 },
  compRegionDiffers: { code: 7307, http: 409 },
  compRegionUnknown: { code: 7308, http: 409 }, // the player is told to contact support
  compPairLimit: { code: 7309, http: 409 }, // SPEC §9: 2 team-ups per pair
  compCodeUnknown: { code: 7310, http: 404 }, // unknown or revoked invitation code
  compNotInTeam: { code: 7311, http: 404 },
  compNotLeader: { code: 7312, http: 403 },
  compRosterLocked: { code: 7313, http: 409 }, // check-in has opened
  compNotMember: { code: 7314, http: 404 },
  compInviteNotFound: { code: 7315, http: 404 },
  compCheckinClosed: { code: 7316, http: 409 },
  compTeamIncomplete: { code: 7317, http: 409 },
  compDisqualified: { code: 7318, http: 409 },
  compContactInvalid: { code: 7319, http: 400 },
  compTeamNameInvalid: { code: 7320, http: 400 },
  compTeamNameTaken: { code: 7321, http: 409 },
  compInviteeInTeam: { code: 7322, http: 409 },
  compInviteeNotEligible: { code: 7323, http: 409 },
  compTeamNotFound: { code: 7324, http: 404 },
  compStageNotFound: { code: 7325, http: 404 },
  compInvitePending: { code: 7326, http: 409 },
  compResultInvalid: { code: 7327, http: 400 }, // operators: a result that does not fit the match
  compBracketSeeded: { code: 7328, http: 409 }, // operators: the stage already has matches

  // The operator console (decision 0043): operators' own accounts, roles, editions and the audit log.
  opsLoginFailed: { code: 7401, http: 401 }, // name, password or one-time code wrong (never says which)
  opsLocked: { code: 7402, http: 423 }, // too many failures: locked until a time (data.until)
  opsSessionRequired: { code: 7403, http: 401 }, // no operator credential, or an expired or revoked one
  opsRoleForbidden: { code: 7404, http: 403 }, // the operator's role may not make this call
  opsEditionForbidden: { code: 7405, http: 403 }, // the call touches an edition the operator is not scoped to
  opsReasonRequired: { code: 7406, http: 400 }, // money, points, stock and suspensions need a reason
  opsOperatorExists: { code: 7407, http: 409 },
  opsOperatorNotFound: { code: 7408, http: 404 },
  opsLastAdmin: { code: 7409, http: 409 }, // the last active admin cannot be disabled or demoted
  opsApprovalNotFound: { code: 7410, http: 404 },
  opsApprovalOwn: { code: 7411, http: 403 }, // a second operator approves, never the one who asked
  opsApprovalDecided: { code: 7412, http: 409 },
  opsPasswordWeak: { code: 7413, http: 400 },
  opsVersionAllEditions: { code: 7470, http: 403 }, // version notes reach every edition: only an all-editions operator writes them
  mallOpsDrawNotDue: { code: 7440, http: 409 }, // operators: a draw runs once, after its entry window has closed

  // The game link (POST /api/game/matches).
  signatureInvalid: { code: 5001, http: 401 },
  signatureStale: { code: 5002, http: 401 },
  signatureReplayed: { code: 5003, http: 409 },
} as const;

export type ErrorKey = keyof typeof ERRORS;
export const ERROR_KEYS = Object.keys(ERRORS) as ErrorKey[];

const BY_CODE = new Map<number, ErrorKey>(ERROR_KEYS.map((key) => [ERRORS[key].code, key]));
export function errorKeyForCode(code: number): ErrorKey | undefined {
  return BY_CODE.get(code);
}
