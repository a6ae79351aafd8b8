import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType, type JSX } from 'react';
import { loadWholeCatalogue } from '../i18n';

/**
 * How near the viewport a deferred section's code starts to load: about one screen ahead, so that a
 * visitor scrolling at a reading pace finds it hydrated (docs/adr/0026).
 */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** The placeholder's height while a section loads in a client render: about a section's, so little moves. */
const FALLBACK_HEIGHT_PX = 320;

type Gate = { opened: Promise<void>; open: () => void };

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * True when the section's server HTML is in the page, that is when React is about to hydrate it (it
 * does so after the rest of the page). A page reached in the app renders it anew: nothing to keep.
 */
function hasServerHtml(name: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`[data-deferred-section="${name}"]`) !== null;
}

/** Marks the section hydrated once its content has committed (tests and the ADR's measurements read it). */
function CommittedMark({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A section of a server-rendered page below the fold whose code is a chunk of its own, loaded only
 * when the section comes near the viewport or is touched. Until then the server's HTML stays as it is:
 * React keeps a Suspense boundary whose lazy content has not loaded dehydrated, and hydrates it when
 * the code arrives (selective hydration). The server render and later client renders (a page reached
 * in the app) load the code at once. A click on the section before its code has come is not replayed;
 * loading one screen ahead makes that rare.
 */
export function deferredSection<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => JSX.Element {
  const gate = createGate();
  const Content = lazy(async () => {
    if (hasServerHtml(name)) await gate.opened;
    // The sections' texts are not in the core catalogue the home page starts with (docs/adr/0027).
    const [component] = await Promise.all([load(), loadWholeCatalogue()]);
    return { default: component };
  });
  return function DeferredSection(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    const markHydrated = useCallback(() => {
      if (wrapper.current) wrapper.current.dataset.hydrated = 'true';
    }, []);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && gate.open(),
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      for (const event of ['pointerdown', 'focusin']) element.addEventListener(event, gate.open, { once: true });
      return () => {
        observer.disconnect();
        for (const event of ['pointerdown', 'focusin']) element.removeEventListener(event, gate.open);
      };
    }, []);
    return (
      <div ref={wrapper} data-deferred-section={name}>
        <Suspense fallback={<Skeleton height={FALLBACK_HEIGHT_PX} radius="md" />}>
          <Content {...props} />
          <CommittedMark onCommit={markHydrated} />
        </Suspense>
      </div>
    );
  };
}
