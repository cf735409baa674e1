import { CONTACT_PATTERNS, TEAM_NAME_MAX, TEAM_NAME_MIN, type ContactKind } from '@mecha/shared/competition/rules';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';

// The create-team form checks what the server checks (the shared patterns and bounds), as the player types, so
// the catalogue's message shows under the field before anything is sent. The server still holds every rule.

/** The catalogue key a team name fails with, or null when it is fine. */
export function teamNameProblem(raw: string): ErrorKey | null {
  const name = raw.trim();
  if (name.length === 0) return 'enterNamePhoneContact';
  if (name.length < TEAM_NAME_MIN || name.length > TEAM_NAME_MAX || /[\p{Cc}\p{Cf}]/u.test(name)) return 'compTeamNameInvalid';
  return null;
}

/** The catalogue key a contact fails with for its kind, or null when it is fine. */
export function contactProblem(kind: ContactKind, raw: string): ErrorKey | null {
  const value = raw.trim();
  if (value.length === 0) return 'enterNamePhoneContact';
  if (value.length > 40 || !CONTACT_PATTERNS[kind].test(value)) return 'compContactInvalid';
  return null;
}

/** The keyboard a contact kind wants on a phone. */
export const contactInputMode = (kind: ContactKind): 'tel' | 'numeric' | 'text' => (kind === 'phone' ? 'tel' : kind === 'qq' ? 'numeric' : 'text');
