import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteSettings } from '../chrome/useSiteSettings';

/**
 * Where to ask what the referral FAQ does not answer. The specification points to a live chat; there
 * is none, so this points to the contact form and the support mailbox.
 */
export function SupportPointer() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <Paper withBorder radius="md" p="md" data-testid="support-pointer">
      <Text size="sm" mb="xs">
        {t('content.referralSupport')}
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to="/about.html#contact" size="sm" fw={600} data-testid="support-contact-form">
          {t('content.referralSupportContactForm')}
        </Anchor>
        {settings && (
          <Anchor href={`mailto:${settings.supportEmail}`} size="sm" fw={600} data-testid="support-email">
            {settings.supportEmail}
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
