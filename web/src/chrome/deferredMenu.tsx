import { lazy, Suspense, useState, type ComponentType, type JSX, type MouseEvent } from 'react';

/** What a top-bar menu's button takes: the menu passes its handlers and ARIA state through. */
export type MenuButtonProps = {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/** The loaded menu, given the button it hangs from; it opens at once: the visitor clicked for it. */
export type LoadedMenuProps = { Button: ComponentType<MenuButtonProps> };

/**
 * A top-bar menu whose code (Mantine's Menu with floating-ui, about a sixth of the home page's
 * JavaScript) loads when the visitor reaches for it: a pointer over the button or focus on it starts
 * the download, a click shows the menu once it has come. Until then the button alone is rendered, by
 * the server too, so most visits never load a menu (docs/adr/0026).
 */
export function deferredMenu(
  load: () => Promise<ComponentType<LoadedMenuProps>>,
  Button: ComponentType<MenuButtonProps>,
): () => JSX.Element {
  let loading: Promise<ComponentType<LoadedMenuProps>> | undefined;
  const preload = () => (loading ??= load());
  const LoadedMenu = lazy(async () => ({ default: await preload() }));
  const closedButton = (onClick?: () => void) => (
    <Button
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onClick}
    />
  );
  return function DeferredMenu() {
    const [clicked, setClicked] = useState(false);
    if (!clicked) return closedButton(() => setClicked(true));
    return (
      <Suspense fallback={closedButton()}>
        <LoadedMenu Button={Button} />
      </Suspense>
    );
  };
}
