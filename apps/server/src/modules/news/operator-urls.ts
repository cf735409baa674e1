import { isSafeImage, isSafeLink } from '@mecha/shared/app/safe-urls';
import { fail } from '../../platform/errors.ts';
import { sanitizeArticle } from './sanitize.ts';

// Addresses in operator content are checked when it is written (docs/decisions/0011): one outside the rules of
// safe-urls.ts refuses the whole write with `unsafeUrl`, naming the field and the address, instead of being
// dropped without a word by the sanitiser. The answer echoes at most 10 addresses of at most 200 characters.
const MAX_LISTED = 10;
const echo = (value: string) => (value.length > 200 ? `${value.slice(0, 200)}…` : value);

export class OperatorUrls {
  constructor(private readonly imageHosts: readonly string[]) {}

  link(field: string, value: string): string {
    if (!isSafeLink(value)) fail('unsafeUrl', { field, value: echo(value) });
    return value;
  }

  image(field: string, value: string): string {
    if (!isSafeImage(value, this.imageHosts)) fail('unsafeUrl', { field, value: echo(value) });
    return value;
  }

  /** The sanitised HTML, if every link and image in it is allowed. */
  html(field: string, raw: string): string {
    const { html, links, images } = sanitizeArticle(raw);
    const refused = new Set([...links.filter((l) => !isSafeLink(l)), ...images.filter((i) => !isSafeImage(i, this.imageHosts))]);
    if (refused.size) fail('unsafeUrl', { field, urls: [...refused].slice(0, MAX_LISTED).map(echo) });
    return html;
  }
}
