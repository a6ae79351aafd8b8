import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, updateClientState, useClientState } from '../state/clientState';
import { LanguageFlag } from './LanguageFlag';
import { useLanguageNames } from './useLanguageNames';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useClientState();
  const nativeNames = useLanguageNames();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        {/* The code beside the flag names the language for those who do not know the flag. */}
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          // The spoken name holds the code shown, so voice control users can say what they see.
          aria-label={`${t('nav.language')}: ${language.toUpperCase()}`}
          title={t('nav.language')}
          data-testid="language-menu"
          leftSection={<LanguageFlag code={language} />}
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
