import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@mc/client';
import { numberSeparators } from '../estimateFormat';
import type { Calculation } from './queries';
import type { EditedField } from './useCalculation';

interface LinkedInputsProps {
  edited: EditedField;
  onEdit: (edited: EditedField) => void;
  calculation: Calculation | null;
  errors: ApiError[] | null;
}

/** The subgraph refuses a bad amount or power with INVALID_INPUT; anything else is not the field's fault. */
function refusedInput(errors: ApiError[] | null): boolean {
  return errors?.some((error) => error.reason === 'INVALID_INPUT') ?? false;
}

/** What was typed, as text: a number is written out in full; text ("12." mid-typing) is kept as it is. */
function typedText(value: number | bigint | string): string {
  if (typeof value === 'string') return value;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 3 });
}

/**
 * Amount (USD) and power (GH/s), linked both ways: the field typed in keeps exactly what was typed,
 * the other shows what the answer linked to it through the plan's price per GH/s.
 */
export function LinkedInputs({ edited, onEdit, calculation, errors }: LinkedInputsProps) {
  const { t, i18n } = useTranslation();
  const { group, decimal } = numberSeparators(i18n.language);
  const shown = (field: EditedField['field']) => (edited.field === field ? edited.value : (calculation?.[field] ?? ''));
  const fieldError = (field: EditedField['field']) => {
    if (edited.field !== field) return undefined;
    if (edited.value === '') return t('calculator.required');
    if (!refusedInput(errors)) return undefined;
    return field === 'amountUsd' ? t('calculator.amountInvalid') : t('calculator.powerInvalid');
  };
  const common = {
    thousandSeparator: group,
    decimalSeparator: decimal,
    allowedDecimalSeparators: [decimal],
    allowNegative: false,
    hideControls: true,
    valueIsNumericString: true,
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {(['amountUsd', 'powerGhs'] as const).map((field) => (
        <NumberInput
          key={field}
          {...common}
          label={field === 'amountUsd' ? t('calculator.amount') : t('calculator.power')}
          decimalScale={field === 'amountUsd' ? 2 : 3}
          value={shown(field)}
          error={fieldError(field)}
          // Called for the customer's typing only, not when the answer fills the field.
          onChange={(value) => onEdit({ field, value: typedText(value) })}
          data-testid={field === 'amountUsd' ? 'calculator-amount' : 'calculator-power'}
        />
      ))}
    </SimpleGrid>
  );
}
