import sanitizeHtml from 'sanitize-html';

// Article HTML is sanitised on the server before it is stored (and so before any app renders it): only content
// tags survive, only http(s) and relative links, and no attribute that can run script. Which addresses may stay is
// decided by the operator URL rules (publish.service.ts refuses the write); this pass reports what it saw.
const openSafely: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br', 'hr', 'span', 'code', 'pre'],
  // transformTags adds rel/target after the attribute filter ran, so they are allowed on links explicitly.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: openSafely },
};

/** Sanitised HTML, with every link (`<a href>`) and image (`<img src>`) address as the parser read it. */
export interface SanitisedArticle {
  html: string;
  links: string[];
  images: string[];
}

// The addresses are collected in the same parse that writes the output (entities decoded, any nesting), so what
// is checked is what would be stored. `srcset` and every other attribute that carries an address are dropped.
export function sanitizeArticle(html: string): SanitisedArticle {
  const links: string[] = [];
  const images: string[] = [];
  const out = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href !== undefined) links.push(attribs.href);
        return openSafely(tagName, attribs);
      },
      img: (tagName, attribs) => {
        if (attribs.src !== undefined) images.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return { html: out, links, images };
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeArticle(html).html;
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
