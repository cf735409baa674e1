import type { EditionCode } from '@mecha/shared/editions';
import { editionOf } from './locale.ts';
import { selectedRoleOf, type AppState } from './store.ts';

/**
 * The edition the player's matches come from: the selected role's (a player may read the site in another edition's
 * language), else the site's. What "are my matches in?" and the record screens' "updated N minutes ago" ask about.
 * Its own module: locale.ts stays free of store.ts's code, which imports it (through api-call.ts).
 */
export function playerEditionOf(state: Pick<AppState, 'languageIndex' | 'fixedEdition' | 'roleList' | 'selectedRoleId'>): EditionCode {
  return selectedRoleOf(state)?.edition ?? editionOf(state);
}
