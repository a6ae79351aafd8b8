import { useMutation } from '@apollo/client/react';
import { Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction, useRequestId } from '@mc/client';
import type { OptionDirection } from '../../graphql/generated/graphql';
import { priceText } from '../format';
import { OPEN_OPTION_MUTATION, type OptionFields, type TradingInstrument } from '../queries';
import { TradingErrors } from '../RefusalHelp';
import type { LiveQuote } from '../useLiveQuote';

/** The specification's option durations: 5 to 10 minutes, 5 by default. */
export const DURATION_MINUTES = { min: 5, max: 10, default: 5 } as const;
const PAIRS = { HIGHER_LOWER: ['HIGHER', 'LOWER'], CALL_PUT: ['CALL', 'PUT'] } as const;
type Pair = keyof typeof PAIRS;

interface OptionTicketProps {
  instrument: TradingInstrument;
  quote: LiveQuote | null;
  onOpened: (option: OptionFields) => void;
}

/** Stake, duration and the two directions (HIGHER/LOWER or CALL/PUT); the strike is the ask when it opens. */
export function OptionTicket({ instrument, quote, onOpened }: OptionTicketProps) {
  const { t } = useTranslation();
  const [openOption] = useMutation(OPEN_OPTION_MUTATION);
  const { requestId, renew } = useRequestId();
  const { run, pending, errors } = useFormAction();
  const [stake, setStake] = useState('10');
  const [minutes, setMinutes] = useState<string | number>(DURATION_MINUTES.default);
  const [pair, setPair] = useState<Pair>('HIGHER_LOWER');
  const submit = (direction: OptionDirection) =>
    run(async () => {
      const input = {
        requestId,
        symbol: instrument.symbol,
        direction,
        stake: stake.trim(),
        durationMinutes: Number(minutes),
      };
      const { data } = await openOption({ variables: { input } });
      renew();
      if (data) onOpened(data.openOption);
    });
  return (
    <Stack gap="sm" data-testid="option-ticket">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('trading.options.stake')}
          value={stake}
          onChange={(event) => setStake(event.currentTarget.value)}
          inputMode="decimal"
          data-testid="option-stake"
        />
        <NumberInput
          label={t('trading.options.duration')}
          description={t('trading.options.durationHint', DURATION_MINUTES)}
          value={minutes}
          onChange={setMinutes}
          min={DURATION_MINUTES.min}
          max={DURATION_MINUTES.max}
          allowDecimal={false}
          data-testid="option-duration"
        />
      </SimpleGrid>
      <SegmentedControl
        value={pair}
        onChange={(value) => setPair(value)}
        data={[
          { value: 'HIGHER_LOWER', label: t('trading.options.pairHigherLower') },
          { value: 'CALL_PUT', label: t('trading.options.pairCallPut') },
        ]}
        data-testid="option-pair"
      />
      <Group grow>
        {PAIRS[pair].map((direction, index) => (
          <Button
            key={direction}
            size="lg"
            color={index === 0 ? 'teal' : 'red'}
            loading={pending}
            disabled={!quote}
            onClick={() => void submit(direction)}
            data-testid={`option-${direction.toLowerCase()}`}
          >
            {t(`trading.directions.${direction}`)}
          </Button>
        ))}
      </Group>
      {quote && (
        <span data-testid="option-current-strike">
          {t('trading.options.strikeNow', { price: priceText(quote.ask, instrument.pricePrecision) })}
        </span>
      )}
      <TradingErrors errors={errors} />
    </Stack>
  );
}
