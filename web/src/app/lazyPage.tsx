import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadWholeCatalogue } from '../i18n';
import type { GuardRule } from '../session/guardRules';
import { RouteGuard } from '../session/RouteGuard';

type Load = () => Promise<ComponentType>;

/**
 * Where a route's page is, and whether it renders with the core texts alone (the home page, whose
 * sections under the fold load the rest themselves); every other page waits for the whole catalogue.
 */
type RouteSpec = ({ path: string } | { index: true }) & { coreTextsOnly?: true };

/** What each lazy route's page loads, by route: read when the page at an address must be ready before a render. */
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * A page component whose code is a chunk of its own (code splitting by route without React Router's data
 * router, docs/adr/0027). A page reached in the app suspends until its code has come; the router's
 * navigations are transitions, so the page navigated from stays on screen meanwhile.
 */
function lazyPage(load: Load, coreTextsOnly: boolean): { Page: ComponentType; preload: () => Promise<ComponentType> } {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A failed load stays failed (React would otherwise retry it without end): the page's boundary says
  // so and offers a reload, which starts afresh.
  const preload = () =>
    (loading ??= Promise.all([load(), coreTextsOnly || loadWholeCatalogue()]).then(
      ([component]) => (loaded = component),
    ));
  function Page() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return { Page, preload };
}

/** A route whose page loads when the route first matches, behind the guard of `rule` when it has one. */
export function lazyRoute(route: RouteSpec, load: Load, rule?: GuardRule): RouteObject {
  const { Page, preload } = lazyPage(load, route.coreTextsOnly === true);
  const element = rule ? (
    <RouteGuard rule={rule}>
      <Page />
    </RouteGuard>
  ) : (
    <Page />
  );
  const built: RouteObject = 'index' in route ? { index: true, element } : { path: route.path, element };
  preloads.set(built, preload);
  return built;
}

/**
 * Loads the pages of the routes matching `pathname`: the server render and main.tsx await it before
 * rendering, so the first render has the page (hydration then matches the server's HTML, and the SPA
 * shell shows no loading state).
 */
export async function preloadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.flatMap(({ route }) => preloads.get(route)?.() ?? []));
}
