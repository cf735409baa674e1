import { characterById, type CharacterClass } from '@mecha/shared/game/characters';
import type { Language } from '@mecha/shared/i18n/languages';

// The roster ships with the app (@mecha/shared), names in all four languages, so no `roles` call is needed.
export interface CharacterLabel {
  id: string;
  name: string;
  cls: CharacterClass | null;
}

export function characterLabel(id: string, language: Language): CharacterLabel {
  const character = characterById(id);
  // A character newer than this build still shows, by its id.
  return character ? { id, name: character.name[language], cls: character.class } : { id, name: id.toUpperCase(), cls: null };
}
