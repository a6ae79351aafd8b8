import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_FLAGS } from '../i18n/languages';
import { LANGUAGE_CODES, updateClientState, useClientState } from '../state/clientState';
import { useLanguageNames } from './useLanguageNames';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useClientState();
  const nativeNames = useLanguageNames();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        {/* The code is shown beside the flag: some systems have no font for flag emoji. */}
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          aria-label={t('nav.language')}
          title={t('nav.language')}
          data-testid="language-menu"
          leftSection={<span aria-hidden="true">{LANGUAGE_FLAGS[language]}</span>}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGE_CODES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            data-testid={`language-${code}`}
            fw={code === language ? 700 : undefined}
            aria-current={code === language ? 'true' : undefined}
            leftSection={<span aria-hidden="true">{LANGUAGE_FLAGS[code]}</span>}
            onClick={() => updateClientState({ language: code })}
          >
            {nativeNames.get(code) ?? code.toUpperCase()}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
