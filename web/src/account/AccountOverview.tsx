import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '@mc/contracts/src/countries';
import { useLanguageNames } from '../chrome/useLanguageNames';
import { DetailList } from '../ui/DetailList';
import { ACCOUNT_PAGES } from './accountPages';
import type { AccountDetails } from './queries';

/**
 * The postal address on lines (street; post code and city; state; country, named in the reader's
 * language from its ISO code); null when none is given.
 */
function addressLines(account: AccountDetails, language: string): string | null {
  const lines = [
    account.streetAddress,
    [account.postCode, account.city].filter(Boolean).join(' '),
    account.state,
    account.country && countryName(account.country, language),
  ].filter((line): line is string => Boolean(line?.trim()));
  return lines.length > 0 ? lines.join('\n') : null;
}

function identityStatus(account: AccountDetails): 'NOT_SUBMITTED' | 'SKIPPED' | 'AWAITING_REVIEW' | 'APPROVED' {
  if (account.identityCheck === 'NOT_SUBMITTED' && account.identityCheckSkipped) return 'SKIPPED';
  return account.identityCheck;
}

/** /user/auth/index.html: what the account holds, and a link to each page that changes it. */
export function AccountOverview({ account }: { account: AccountDetails }) {
  const { t, i18n } = useTranslation();
  const languageNames = useLanguageNames();
  const notGiven = t('account.notGiven');
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="lg" data-testid="account-overview">
      {/* Only a country given before countries became codes, and not recognised then, leaves none here. */}
      {!account.country && (
        <Alert color="yellow" variant="light" data-testid="account-choose-country">
          {t('account.chooseCountry')}
        </Alert>
      )}
      <DetailList
        rows={[
          { label: t('account.fields.name'), value: name || notGiven, testId: 'account-name' },
          { label: t('account.fields.email'), value: account.email, testId: 'account-email' },
          {
            label: t('account.fields.phone'),
            value: account.mobileNumber ?? account.phoneNumber ?? notGiven,
            testId: 'account-phone',
          },
          {
            label: t('account.fields.address'),
            value: addressLines(account, i18n.language) ?? notGiven,
            testId: 'account-address',
          },
          { label: t('account.fields.currency'), value: account.currency, testId: 'account-currency' },
          {
            label: t('account.fields.language'),
            value: languageNames.get(account.language) ?? account.language.toUpperCase(),
            testId: 'account-language',
          },
          {
            label: t('account.fields.identity'),
            value: t(`account.identity.${identityStatus(account)}`),
            testId: 'account-identity',
          },
        ]}
      />
      <Stack gap="xs" component="nav" aria-label={t('account.manage')}>
        <Title order={2} size="h4">
          {t('account.manage')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {ACCOUNT_PAGES.map((page) => (
            <Button
              key={page.key}
              component={Link}
              to={page.to}
              variant="default"
              justify="flex-start"
              h="auto"
              py="xs"
              data-testid={`account-link-${page.key}`}
            >
              <Stack gap={0} align="flex-start">
                <Text size="sm" fw={600}>
                  {t(`account.pages.${page.key}.label`)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
                  {t(`account.pages.${page.key}.hint`)}
                </Text>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
