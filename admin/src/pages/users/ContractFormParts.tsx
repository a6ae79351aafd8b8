import { Anchor, Button, Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEXT_MAX_LENGTH } from '@mc/client';
import { userPath } from '../../paths';

/** The "added" crypto of the contract forms: a signed amount of the coin, 8 decimals at most. */
export function AddedCryptoInput({ coin, defaultValue }: { coin: string; defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      name="added"
      label={t('contractForm.added', { coin })}
      defaultValue={defaultValue}
      inputMode="decimal"
      pattern="-?[0-9]+(\.[0-9]{1,8})?"
      data-testid="contract-added"
    />
  );
}

/** The end of the create and update forms: the reason for the audit log, back to the list, submit. */
export function ContractFormFooter({
  userId,
  pending,
  submitLabel,
}: {
  userId: string;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea
        required
        name="reason"
        label={t('contractForm.reason')}
        description={t('miningCommon.reasonHint')}
        minLength={3}
        maxLength={TEXT_MAX_LENGTH}
        autosize
        minRows={2}
        data-testid="contract-reason"
      />
      <Group justify="space-between">
        <Anchor component={Link} to={userPath(userId, 'contracts')} data-testid="contract-back">
          {t('userContracts.title')}
        </Anchor>
        <Button type="submit" loading={pending} data-testid="contract-submit">
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
