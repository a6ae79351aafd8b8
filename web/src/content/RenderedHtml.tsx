import './content.css';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A plain left click on a link to another page of this site, which the router can show without a reload. */
function sitePathOf(event: MouseEvent<HTMLElement>): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || link?.target) return null;
  return href;
}

/**
 * HTML the content service rendered from Markdown. It is safe to insert: the service escapes any raw
 * HTML in the texts, so only the Markdown's own elements arrive. Root-relative links stay in the app.
 */
export function RenderedHtml({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const followSiteLink = (event: MouseEvent<HTMLElement>) => {
    const path = sitePathOf(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  if (html === '') return null;
  return (
    // The click handler only reroutes the links inside, which stay keyboard-reachable (Enter clicks them).
    <div
      className="content-prose"
      data-testid={testId}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
