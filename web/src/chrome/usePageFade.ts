import { useState } from 'react';

/**
 * The class that fades a page in (chrome.css), for pages reached by navigating inside the app only.
 * The first page is already on screen when the app starts (rendered by the server or the bundle),
 * so it is never hidden behind an animation: without JavaScript, or before hydration, it shows as is.
 */
export function usePageFade(pathname: string): string | undefined {
  const [firstPathname] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  const leftFirstPage = pathname !== firstPathname;
  // Once the visitor has moved on, coming back to the first page fades in like any other.
  if (leftFirstPage && !navigated) setNavigated(true);
  return navigated || leftFirstPage ? 'page-fade-in' : undefined;
}
