// Apart from the address form, so a read-only address (address-form-summary.tsx) does not load the form's
// validation (zod) with it.
const names = new Map<string, Intl.DisplayNames>();
/** "Hong Kong", "香港", "日本": the country or area that goes with the region, in the reader's language. */
export function countryName(code: string, language: string): string {
  let n = names.get(language);
  if (!n) names.set(language, (n = new Intl.DisplayNames(language, { type: 'region', style: 'short' })));
  return n.of(code) ?? code;
}
