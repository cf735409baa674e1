import type { RankId } from '@mecha/shared/ladder/ranks';

// One colour family per rank, climbing from rock and ice through gold and solar fire to the void: a player
// should tell ranks apart at a glance, before reading the name.
export interface RankTheme {
  main: string;
  light: string;
  deep: string;
  /** The rim's far colour when it is not simply `deep` (the top ranks shade into the void). */
  accent?: string;
}

export const RANK_THEME: Record<RankId, RankTheme> = {
  meteor: { main: '#c8915f', light: '#f4d2ab', deep: '#4a2c18' },
  comet: { main: '#6fb4ff', light: '#dcefff', deep: '#14345e' },
  satellite: { main: '#36dcc4', light: '#c6fff5', deep: '#0b4744' },
  planet: { main: '#7fe36b', light: '#e4ffcf', deep: '#1c4a22' },
  star: { main: '#ffcb3a', light: '#fff5c4', deep: '#664604' },
  'supreme-star': { main: '#ff7440', light: '#ffdcc0', deep: '#6b1a0c' },
  'void-dark-star': { main: '#a97dff', light: '#ebe0ff', deep: '#261052', accent: '#3a1a8a' },
  'eternal-black-hole': { main: '#ff4fab', light: '#ffd6ee', deep: '#12041c', accent: '#5b36e0' },
};

/** Before placement the badge is a neutral, unlit plate. */
export const UNPLACED_THEME: RankTheme = { main: '#7487a6', light: '#c9d5ea', deep: '#1a2436' };
