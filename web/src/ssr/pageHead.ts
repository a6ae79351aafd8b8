import { createContext, useContext } from 'react';

/**
 * What the pages tell the server render about themselves while it renders them: the label of the
 * document title (usePageTitle) and whether the page is the Not Found page (the response is then a 404).
 * Only the server provides a collector; in the browser these hooks do nothing. Recording during render
 * is safe there: the server renders once per request and keeps no rendered tree.
 */
export class PageHeadCollector {
  titleLabel: string | null = null;
  notFound = false;
  /** A query of the page failed: the render shows an error box, not the page. */
  failed = false;

  recordTitleLabel(label: string): void {
    this.titleLabel = label;
  }

  markNotFound(): void {
    this.notFound = true;
  }

  markFailed(): void {
    this.failed = true;
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** Records the title label during the server render (the browser sets document.title in an effect). */
export function useCollectTitleLabel(label: string): void {
  useContext(PageHeadContext)?.recordTitleLabel(label);
}

/** Tells the server render that it shows a failed query: it is not a page to serve or keep. */
export function useMarkRenderFailed(): void {
  useContext(PageHeadContext)?.markFailed();
}

/** Makes the server answer 404 for the page being rendered. */
export function useMarkNotFound(): void {
  useContext(PageHeadContext)?.markNotFound();
}
