import { isEdition } from '@mecha/shared/editions';
import type { TFunction } from '../../i18n/use-translation.ts';

// The shared schema types an edition as a plain string, so check it before using it as a text key; an edition
// this build does not know is shown as sent.
export function editionLabel(t: TFunction, edition: string): string {
  return isEdition(edition) ? t(`editions.${edition}`) : edition;
}
