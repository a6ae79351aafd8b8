import { useQuery } from '@apollo/client/react';
import { skipToken } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { toApiErrors, type ApiError } from '@mc/client';
import type { Coin, MiningCalculatorInput, PlanVariant } from '../../graphql/generated/graphql';
import { MINING_CALCULATOR_QUERY, type Calculation } from './queries';

/** Which plan the calculator prices with. */
export interface PlanChoice {
  coin: Coin;
  tier: number;
  variant: PlanVariant;
}

/** The field the customer typed in last, and what they typed (a plain decimal, no grouping). */
export interface EditedField {
  field: 'amountUsd' | 'powerGhs';
  value: string;
}

export interface CalculationState {
  /** The newest answer for the current inputs, or the previous one while the next is on its way. */
  calculation: Calculation | null;
  loading: boolean;
  /** The subgraph's refusal (a bad amount or power) or a failed call; null when answered. */
  errors: ApiError[] | null;
  retry: () => void;
}

/** Time to wait after the last keystroke before asking, so typing 12000 asks once, not five times. */
const DEBOUNCE_MS = 350;

/**
 * Asks `miningCalculator` for the plan and the one field the customer typed, debounced; the other
 * field comes back in the answer. An empty field asks nothing.
 */
export function useCalculation(choice: PlanChoice, edited: EditedField): CalculationState {
  const input: MiningCalculatorInput | null = edited.value === '' ? null : { ...choice, [edited.field]: edited.value };
  // Debounced as text: a new object each render would never settle.
  const [debounced] = useDebouncedValue(input ? JSON.stringify(input) : '', DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(
    MINING_CALCULATOR_QUERY,
    debounced === '' ? skipToken : { variables: { input: JSON.parse(debounced) as MiningCalculatorInput } },
  );
  const answered = error ? null : (data ?? previousData)?.miningCalculator;
  return {
    calculation: input ? (answered ?? null) : null,
    loading: loading || (input !== null && JSON.stringify(input) !== debounced),
    errors: input && error ? toApiErrors(error) : null,
    retry: () => void refetch().catch(() => undefined),
  };
}
