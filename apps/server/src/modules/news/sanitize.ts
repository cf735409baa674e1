import sanitizeHtml from 'sanitize-html';

// Article HTML is sanitised on the server before it is stored (and so before any app renders it): only content
// tags survive, only http(s) and relative links, and no attribute that can run script.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br', 'hr', 'span', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
};
// transformTags adds rel/target after the attribute filter ran, so allow them on links explicitly.
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('rel', 'target');

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of an article for search: no markup, entities decoded, lower-cased, whitespace folded. */
export function searchableText(...parts: string[]): string {
  return parts
    .map((p) => sanitizeHtml(p, { allowedTags: [], allowedAttributes: {} }))
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}
