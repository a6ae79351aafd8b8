import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction, useRequestId } from '@mc/client';
import { formatAmount, toMinor } from '../../funds/money';
import { FormErrors } from '../../ui/FormErrors';
import { ConfirmDialog } from '../../mining/contract-detail/ConfirmDialog';
import { COPY_TRADER_MUTATION, STOP_COPYING_MUTATION, type TraderFields } from '../queries';

interface CopyToggleProps {
  trader: Pick<TraderFields, 'id' | 'name' | 'minAllocation' | 'maxAllocation'>;
  copied: boolean;
  onChanged: () => void;
}

/** The specification's Copy button, which reads Stop once the trader is copied. Copying asks for an allocation within the trader's bounds. */
export function CopyToggle({ trader, copied, onChanged }: CopyToggleProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'copy' | 'stop' | null>(null);
  const [stopCopying] = useMutation(STOP_COPYING_MUTATION);
  const stop = useFormAction();
  const confirmStop = async () => {
    const done = await stop.run(() => stopCopying({ variables: { traderId: trader.id } }));
    setAsking(null);
    if (done) onChanged();
  };
  return (
    <>
      {copied ? (
        <Button color="red" variant="light" onClick={() => setAsking('stop')} data-testid="trader-stop">
          {t('trading.traders.stop')}
        </Button>
      ) : (
        <Button onClick={() => setAsking('copy')} data-testid="trader-copy">
          {t('trading.traders.copy')}
        </Button>
      )}
      <FormErrors errors={stop.errors} />
      <CopyDialog
        trader={trader}
        opened={asking === 'copy'}
        onClose={() => setAsking(null)}
        onCopied={() => {
          setAsking(null);
          onChanged();
        }}
      />
      <ConfirmDialog
        opened={asking === 'stop'}
        title={t('trading.traders.stopTitle')}
        body={t('trading.traders.stopBody', { name: trader.name })}
        confirmLabel={t('trading.traders.stop')}
        pending={stop.pending}
        onConfirm={() => void confirmStop()}
        onCancel={() => setAsking(null)}
        testId="trader-stop"
      />
    </>
  );
}

interface CopyDialogProps {
  trader: CopyToggleProps['trader'];
  opened: boolean;
  onClose: () => void;
  onCopied: () => void;
}

function CopyDialog({ trader, opened, onClose, onCopied }: CopyDialogProps) {
  const { t } = useTranslation();
  const [copyTrader] = useMutation(COPY_TRADER_MUTATION);
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [allocation, setAllocation] = useState(trader.minAllocation);
  const minor = toMinor(allocation, 2);
  const within =
    minor !== null &&
    minor >= (toMinor(trader.minAllocation, 2) ?? 0n) &&
    minor <= (toMinor(trader.maxAllocation, 2) ?? 0n);
  const submit = async () => {
    const done = await run(() =>
      copyTrader({ variables: { traderId: trader.id, allocation: allocation.trim(), requestId } }),
    );
    if (done) {
      renew();
      onCopied();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('trading.traders.copyTitle', { name: trader.name })} centered>
      <Stack gap="sm" data-testid="trader-copy-dialog">
        <Text size="sm">
          {t('trading.traders.allocationRange', {
            min: formatAmount(trader.minAllocation, 'USD'),
            max: formatAmount(trader.maxAllocation, 'USD'),
          })}
        </Text>
        <TextInput
          label={t('trading.traders.allocation')}
          value={allocation}
          onChange={(event) => setAllocation(event.currentTarget.value)}
          inputMode="decimal"
          error={allocation && !within ? t('trading.traders.allocationOutside') : undefined}
          data-testid="trader-allocation"
        />
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('contractDetail.cancel')}
          </Button>
          <Button loading={pending} disabled={!within} onClick={() => void submit()} data-testid="trader-copy-confirm">
            {t('trading.traders.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
