import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { updateClientState } from '../state/clientState';

/** Safari's share icon (a box with an arrow out of it), drawn so the hint shows what to look for. */
function ShareIcon() {
  return (
    <svg viewBox="0 0 20 24" width={16} height={19} aria-hidden="true" focusable="false" className="share-icon">
      <path d="M10 2v13M5.5 6.5 10 2l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7 10H3v12h14V10h-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The add-to-home-screen hint itself, a module of its own: InstallHint loads it on iPhone Safari when
 * it is due, so no other browser downloads it (nor react-i18next's Trans with its HTML parser).
 */
export function InstallHintPanel() {
  const { t } = useTranslation();
  return (
    <Paper
      className="install-hint"
      shadow="lg"
      p="md"
      radius="md"
      withBorder
      role="dialog"
      aria-labelledby="install-hint-title"
      data-testid="install-hint"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={700} id="install-hint-title">
            {t('chrome.installHint.title')}
          </Text>
          <Text size="sm">
            <Trans i18nKey="chrome.installHint.steps" components={{ share: <ShareIcon /> }} />
          </Text>
        </div>
        <CloseButton
          aria-label={t('chrome.installHint.close')}
          onClick={() => updateClientState({ installHintDismissed: true })}
          data-testid="install-hint-close"
        />
      </Group>
    </Paper>
  );
}
