import { Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../session/paths';

/** The link a customer shares; sign-ups through it carry their code as ?refid= (specification §9). */
export function referralLink(referralCode: string): string {
  return `${window.location.origin}${PATHS.signUp}?refid=${encodeURIComponent(referralCode)}`;
}

interface ReferralLinkProps {
  referralCode: string;
  /** Test ids are the prefix, `${prefix}-link` and `${prefix}-copy`: 'referral' on the home page, 'referrals' on the referrals page. */
  testIdPrefix?: string;
}

export function ReferralLink({ referralCode, testIdPrefix = 'referral' }: ReferralLinkProps) {
  const { t } = useTranslation();
  const link = referralLink(referralCode);
  return (
    <Stack gap="xs" data-testid={testIdPrefix}>
      <Title order={2} size="h4">
        {t('user.referralTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('user.referralHint')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          readOnly
          value={link}
          flex={1}
          aria-label={t('user.referralTitle')}
          onFocus={(event) => event.currentTarget.select()}
          data-testid={`${testIdPrefix}-link`}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined} miw={110} data-testid={`${testIdPrefix}-copy`}>
              {copied ? t('user.copied') : t('user.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
