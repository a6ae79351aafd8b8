import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FUNDS_PATHS } from '../paths';

/** From the statement to the check that the balances it adds up to are in the published proof. */
export function ProofOfLiabilitiesLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={FUNDS_PATHS.proof} size="sm" data-testid="statement-proof-link">
      {t('funds.proof.link')}
    </Anchor>
  );
}
