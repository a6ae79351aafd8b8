import { useMutation } from '@apollo/client/react';
import { Anchor, Button, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountDetails } from '../account/queries';
import { useLanguageNames } from '../chrome/useLanguageNames';
import { PATHS } from '../session/paths';
import { LANGUAGE_CODES, THEMES, updateClientState, useClientState } from '../state/clientState';
import { FormErrors } from '../ui/FormErrors';
import { SuccessBox, useFormAction } from '@mc/client';
import { UPDATE_LANGUAGE_MUTATION } from './queries';

/**
 * /user/auth/settings.html: the theme, the site's language and the click sound are kept in this
 * browser (saved at once, as the top bar's menus do); the language of e-mails is kept on the account → `updateLanguage`.
 */
export function SettingsForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const { theme, language, soundMuted } = useClientState();
  const names = useLanguageNames();
  const [updateLanguage] = useMutation(UPDATE_LANGUAGE_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [emailLanguage, setEmailLanguage] = useState(account.language);
  const [saved, setSaved] = useState(false);
  const options = LANGUAGE_CODES.map((code) => ({ value: code, label: names.get(code) ?? code.toUpperCase() }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    void run(async () => {
      await updateLanguage({ variables: { language: emailLanguage } });
      setSaved(true);
    });
  };

  return (
    <Stack gap="lg" data-testid="settings">
      <Stack gap={4}>
        <Text fw={600}>{t('settings.theme')}</Text>
        <SegmentedControl
          value={theme}
          onChange={(value) => updateClientState({ theme: value })}
          data={THEMES.map((option) => ({ value: option, label: t(`theme.${option}`) }))}
          data-testid="settings-theme"
        />
      </Stack>
      <Select
        label={t('settings.siteLanguage')}
        description={t('settings.siteLanguageHint')}
        data={options}
        value={language}
        allowDeselect={false}
        onChange={(value) => value && updateClientState({ language: value })}
        data-testid="settings-site-language"
      />
      <Switch
        label={t('chrome.sound.label')}
        checked={!soundMuted}
        onChange={(event) => updateClientState({ soundMuted: !event.currentTarget.checked })}
        data-testid="settings-click-sound"
      />
      <form onSubmit={submit} data-testid="settings-email-language-form">
        <Stack gap="sm">
          <Select
            label={t('settings.emailLanguage')}
            description={t('settings.emailLanguageHint')}
            data={options}
            value={emailLanguage}
            allowDeselect={false}
            onChange={(value) => value && setEmailLanguage(value)}
            data-testid="settings-email-language"
          />
          <Button type="submit" loading={pending} data-testid="settings-email-language-submit">
            {t('settings.saveEmailLanguage')}
          </Button>
          <FormErrors errors={errors} />
          {saved && <SuccessBox>{t('settings.emailLanguageSaved')}</SuccessBox>}
        </Stack>
      </form>
      <Anchor component={Link} to={PATHS.notifications} size="sm" data-testid="settings-notifications-link">
        {t('settings.notificationsLink')}
      </Anchor>
    </Stack>
  );
}
