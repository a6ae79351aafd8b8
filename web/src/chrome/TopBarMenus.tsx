import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, THEMES, updateClientState, useClientState } from '../state/clientState';
import type { LoadedMenuProps } from './deferredMenu';
import { LanguageFlag } from './LanguageFlag';
import { useLanguageNamesState } from './useLanguageNames';

/**
 * The top bar's menus once loaded (deferredMenu): a module of their own, so that Mantine's Menu and
 * floating-ui load when a visitor first reaches for one. They open at once: the visitor clicked.
 */
/** A loaded menu, open at once, under the button it replaces; its items mark the current choice bold. */
function OpenedMenu({ Button, children }: LoadedMenuProps & { children: ReactNode }) {
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened returnFocus>
      <Menu.Target>
        <Button />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** The props that mark a menu item as the current choice. */
const currentChoice = (current: boolean) => ({
  fw: current ? 700 : undefined,
  'aria-current': current ? ('true' as const) : undefined,
});

export function ThemeMenuItems({ Button }: LoadedMenuProps) {
  const { t } = useTranslation();
  const { theme } = useClientState();
  return (
    <OpenedMenu Button={Button}>
      {THEMES.map((option) => (
        <Menu.Item
          key={option}
          data-testid={`theme-${option}`}
          tt="uppercase"
          {...currentChoice(option === theme)}
          onClick={() => updateClientState({ theme: option })}
        >
          {t(`theme.${option}`)}
        </Menu.Item>
      ))}
    </OpenedMenu>
  );
}

export function LanguageMenuItems({ Button }: LoadedMenuProps) {
  const { language } = useClientState();
  const { names: nativeNames, loading } = useLanguageNamesState();
  // Opened once the names have come: opened on the codes, the menu would widen under the pointer when
  // they arrive, and a click aimed at one language could land beside it.
  if (loading) return <Button aria-haspopup="menu" aria-expanded={false} />;
  return (
    <OpenedMenu Button={Button}>
      {LANGUAGE_CODES.map((code) => (
        <Menu.Item
          key={code}
          lang={code}
          data-testid={`language-${code}`}
          {...currentChoice(code === language)}
          leftSection={<LanguageFlag code={code} />}
          onClick={() => updateClientState({ language: code })}
        >
          {nativeNames.get(code) ?? code.toUpperCase()}
        </Menu.Item>
      ))}
    </OpenedMenu>
  );
}
