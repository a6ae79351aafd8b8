import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankFieldProblem } from './bankAccount';

interface CheckedTextInputProps extends Omit<TextInputProps, 'error' | 'onChange' | 'onInvalid'> {
  /** The rule of this field; its message is `funds.withdrawalForm.<problem>`. */
  check: (value: string) => BankFieldProblem;
  'data-testid': string;
}

/**
 * A text field with its own rule, held as the input's custom validity: the form cannot be submitted
 * while it is broken, and the message shows under the field (not in the browser's bubble) once the
 * customer tried to submit or left the field.
 */
export function CheckedTextInput({ check, 'data-testid': testId, ...props }: CheckedTextInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<BankFieldProblem>(null);
  const messageOf = (problem: BankFieldProblem) => (problem ? t(`funds.withdrawalForm.${problem}`) : '');

  const revalidate = (input: HTMLInputElement) => {
    const problem = input.value === '' ? null : check(input.value);
    input.setCustomValidity(messageOf(problem));
    return problem;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const problem = revalidate(event.currentTarget);
    // A shown message goes as soon as the value is right, and follows the value while it is shown.
    if (shown) setShown(problem);
  };
  const onInvalid = (event: FormEvent<HTMLInputElement>) => {
    // An empty required field keeps the browser's own message, as the form's other fields do.
    if (event.currentTarget.validity.valueMissing) return;
    event.preventDefault();
    setShown(revalidate(event.currentTarget));
  };

  return (
    <TextInput
      {...props}
      data-testid={testId}
      onChange={onChange}
      onInvalid={onInvalid}
      onBlur={(event) => setShown(revalidate(event.currentTarget))}
      error={shown ? messageOf(shown) : undefined}
      errorProps={{ 'data-testid': `${testId}-error` }}
    />
  );
}
