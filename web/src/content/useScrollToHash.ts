import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the #anchor of the address into view once the text that holds it is on the page: the
 * browser's own jump happens at load, before the text has arrived from the graph.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
