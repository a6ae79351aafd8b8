/** Every text input accepts at most 300 characters (specification §5). */
export const TEXT_MAX_LENGTH = 300;

/** A submitted field's text, trimmed (passwords are read with `formSecret`). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A submitted password, exactly as typed. */
export function formSecret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
