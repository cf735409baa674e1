import { describe, expect, it } from 'vitest';
import { draftFrom, emptyDraft, filledLanguages, publishBody, renderMarkdown } from './article-body.ts';

describe('article drafts', () => {
  it('renders Markdown and publishes only the languages with a title, with per-language tags', () => {
    expect(renderMarkdown('# Hi\n\n**bold**')).toContain('<strong>bold</strong>');
    const draft = emptyDraft();
    draft.slug = ' patch-notes ';
    draft.texts.en = { title: 'Patch', summary: 'S', tags: 'a, b,, c', body: 'Body *en*' };
    draft.texts.ja = { title: 'パッチ', summary: '', tags: '', body: '本文' };
    expect(filledLanguages(draft)).toEqual(['en', 'ja']);
    const body = publishBody(draft, 1_900_000_000);
    expect(body).toMatchObject({ slug: 'patch-notes', publishedAt: 1_900_000_000, title: { en: 'Patch', ja: 'パッチ' }, tags: { en: ['a', 'b', 'c'], ja: [] } });
    expect(Object.keys(body.body)).toEqual(['en', 'ja']);
    expect(body.body.en).toContain('<em>en</em>');
    expect(publishBody(draft, undefined)).not.toHaveProperty('publishedAt');
  });

  it('loads a stored article back into a draft (its HTML stays HTML)', () => {
    const draft = draftFrom({ slug: 's-1', category: 'hot', cover: '', artist: null, editions: ['hk'], state: 'published', publishedAt: 1_800_000_000, texts: { 'zh-HK': { title: 'T', summary: 'S', bodyHtml: '<p>x</p>', tags: ['a', 'b'] } } });
    expect(draft.texts['zh-HK']).toEqual({ title: 'T', summary: 'S', tags: 'a, b', body: '<p>x</p>' });
    expect(draft.texts.en.title).toBe('');
    expect(renderMarkdown(draft.texts['zh-HK'].body).trim()).toBe('<p>x</p>');
  });
});
