import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';

/**
 * The state of a content edit form (a page's texts, a FAQ entry's): each field's props with its label
 * and test id `<testIdPrefix>-<name>`, and a submit that opens the confirmation
 * instead of publishing, because a saved version goes live at once.
 */
export function useTextFields<TText extends { [K in keyof TText]: string }>(
  initial: () => TText,
  options: { editable: boolean; label: (name: keyof TText & string) => string; testIdPrefix: string },
) {
  const [text, setText] = useState<TText>(initial);
  const [confirming, { open, close }] = useDisclosure(false);
  const field = (name: keyof TText & string) => ({
    name,
    label: options.label(name),
    value: text[name],
    readOnly: !options.editable,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setText((current) => ({ ...current, [name]: value }));
    },
    'data-testid': `${options.testIdPrefix}-${name}`,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open();
  };
  return { text, field, submit, confirming, closeConfirmation: close };
}
