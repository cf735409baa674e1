import type { Messages } from '../../i18n/en.ts';

export type ComingSoonArea = keyof Messages['soon']['areas'];
