import { useDebouncedInputQuery, type ApiError } from '@mc/client';
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
  const { data, loading, errors, retry } = useDebouncedInputQuery(MINING_CALCULATOR_QUERY, input, {
    debounceMs: DEBOUNCE_MS,
  });
  return {
    calculation: input ? (data?.miningCalculator ?? null) : null,
    loading: input !== null && loading,
    errors: input ? errors : null,
    retry,
  };
}
