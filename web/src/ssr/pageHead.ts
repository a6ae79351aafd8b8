import { createContext, useContext } from 'react';

/**
 * What the pages tell the server render about themselves while it renders them: the label of the
 * document title (usePageTitle) and whether the page is the Not Found page (the response is then a 404).
 * Only the server provides a collector; in the browser these hooks do nothing.
 */
export interface PageHeadCollector {
  titleLabel: string | null;
  notFound: boolean;
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

export function createPageHeadCollector(): PageHeadCollector {
  return { titleLabel: null, notFound: false };
}

/** Records the title label during the server render (the browser sets document.title in an effect). */
export function useCollectTitleLabel(label: string): void {
  const collector = useContext(PageHeadContext);
  if (collector) collector.titleLabel = label;
}

/** Makes the server answer 404 for the page being rendered. */
export function useMarkNotFound(): void {
  const collector = useContext(PageHeadContext);
  if (collector) collector.notFound = true;
}
