import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { SuccessBox, useFormAction } from '@mc/client';
import { FormErrors } from './FormErrors';

/** The server's limit; checked here first so a too-large file is not uploaded for nothing. */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

/** The file's bytes as base64 without the data: prefix, as the graph's ImageUpload takes them. */
export async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: spreading megabytes into one call overflows the argument stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export type PhotoTexts = { input: string; hint: string; submit: string; tooLarge: string; saved: string };

interface PhotoUploadFormProps {
  /** Prefix of the test ids: `<prefix>-form`, `-photo`, `-input`, `-submit`. */
  testId: string;
  current: string | null | undefined;
  alt: string;
  texts: PhotoTexts;
  upload: (photo: { fileName: string; base64: string }) => Promise<unknown>;
  maw?: number;
}

/** A photo shown with a file picker that uploads a JPEG or PNG; the server checks the content. */
export function PhotoUploadForm({ testId, current, alt, texts, upload, maw }: PhotoUploadFormProps) {
  const { run, pending, errors } = useFormAction();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setTooLarge(true);
    setTooLarge(false);
    void run(async () => {
      await upload({ fileName: file.name, base64: await fileBase64(file) });
      setSaved(true);
      setFile(null);
    });
  };

  return (
    <form onSubmit={submit} data-testid={`${testId}-form`}>
      <Stack gap="md" maw={maw}>
        <Group>
          <Avatar src={current ?? null} size="xl" radius="xl" alt={alt} data-testid={`${testId}`} />
          <FileInput
            required
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            label={texts.input}
            description={texts.hint}
            value={file}
            onChange={setFile}
            style={{ flex: 1 }}
            data-testid={`${testId}-input`}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!file} data-testid={`${testId}-submit`}>
            {texts.submit}
          </Button>
        </Group>
        {tooLarge && <FormErrors errors={[{ code: null, reason: null, message: texts.tooLarge }]} />}
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{texts.saved}</SuccessBox>}
      </Stack>
    </form>
  );
}
