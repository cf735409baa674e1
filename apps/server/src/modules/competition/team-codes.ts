import { randomBytes } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@mecha/shared/competition/rules';

// Random names a team gets: its id and its invitation code, both from crypto.randomBytes. The code draws each
// character by rejection sampling (a byte is used only below the largest multiple of the alphabet's size), so every
// character is equally likely whatever the alphabet's length: 32^10 = 2^50 codes (decision 0039).

export function newInviteCode(): string {
  const size = INVITE_CODE_ALPHABET.length;
  const below = 256 - (256 % size);
  let code = '';
  while (code.length < INVITE_CODE_LENGTH) {
    for (const byte of randomBytes(INVITE_CODE_LENGTH * 2)) {
      if (byte >= below) continue;
      code += INVITE_CODE_ALPHABET[byte % size];
      if (code.length === INVITE_CODE_LENGTH) break;
    }
  }
  return code;
}

/** 96 random bits, URL-safe (16 characters of base64url): fits the shared teamId pattern. */
export const newTeamId = (): string => randomBytes(12).toString('base64url');
