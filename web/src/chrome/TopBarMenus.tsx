import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, THEMES, updateClientState, useClientState } from '../state/clientState';
import type { LoadedMenuProps } from './deferredMenu';
import { LanguageFlag } from './LanguageFlag';
import { useLanguageNames } from './useLanguageNames';

/**
 * The top bar's menus once loaded (deferredMenu): a module of their own, so that Mantine's Menu and
 * floating-ui load when a visitor first reaches for one. They open at once: the visitor clicked.
 */
export function ThemeMenuItems({ Button }: LoadedMenuProps) {
  const { t } = useTranslation();
  const { theme } = useClientState();
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened returnFocus>
      <Menu.Target>
        <Button />
      </Menu.Target>
      <Menu.Dropdown>
        {THEMES.map((option) => (
          <Menu.Item
            key={option}
            data-testid={`theme-${option}`}
            tt="uppercase"
            fw={option === theme ? 700 : undefined}
            aria-current={option === theme ? 'true' : undefined}
            onClick={() => updateClientState({ theme: option })}
          >
            {t(`theme.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function LanguageMenuItems({ Button }: LoadedMenuProps) {
  const { language } = useClientState();
  const nativeNames = useLanguageNames();
  return (
    <Menu position="bottom-end" shadow="md" defaultOpened returnFocus>
      <Menu.Target>
        <Button />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGE_CODES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            data-testid={`language-${code}`}
            fw={code === language ? 700 : undefined}
            aria-current={code === language ? 'true' : undefined}
            leftSection={<LanguageFlag code={code} />}
            onClick={() => updateClientState({ language: code })}
          >
            {nativeNames.get(code) ?? code.toUpperCase()}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
