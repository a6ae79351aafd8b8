import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the #anchor of the address into view; call it from the component that draws the loaded text,
 * as the browser's own jump happens at load, before the text has arrived from the graph.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
