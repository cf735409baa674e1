import type { MouseEvent } from 'react';
import { useNavigate } from '../../../lib/hash-router/index.ts';
import { appRouteForLink } from '../lib/news-routes.ts';
import styles from './rich-text.module.css';

/**
 * Article and patch-note bodies. The HTML is sanitised on the server (no scripts, handlers or javascript: URLs),
 * so it is set as is; links are routed through the app: its own hash routes navigate, web pages open in the
 * webview page with a way out to the browser.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor) return;
    event.preventDefault();
    const to = appRouteForLink(anchor.getAttribute('href') ?? '', anchor.textContent ?? undefined);
    if (to) void navigate(to);
  };
  return <div className={styles.body} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid={testId} />;
}
