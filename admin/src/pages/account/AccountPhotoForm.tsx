import { useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { SuccessBox, useFormAction } from '@mc/client';
import { ADMIN_PHOTO_QUERY, UPDATE_ADMIN_PHOTO_MUTATION } from './queries';

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

/** The admin's own profile photo (specification 001 §3 photo_profile) → `updateAdminPhoto`; the server checks the content. */
export function AccountPhotoForm() {
  const { t } = useTranslation();
  const { data } = useQuery(ADMIN_PHOTO_QUERY);
  const [updatePhoto] = useMutation(UPDATE_ADMIN_PHOTO_MUTATION);
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
      await updatePhoto({ variables: { photo: { fileName: file.name, base64: await fileBase64(file) } } });
      setSaved(true);
      setFile(null);
    });
  };

  return (
    <form onSubmit={submit} data-testid="account-photo-form">
      <Stack gap="md">
        <Group>
          <Avatar
            src={data?.currentAdmin?.photo ?? null}
            size="xl"
            radius="xl"
            alt={t('account.photo.current')}
            data-testid="account-photo"
          />
          <FileInput
            required
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            label={t('account.photo.input')}
            description={t('account.photo.hint')}
            value={file}
            onChange={setFile}
            style={{ flex: 1 }}
            data-testid="account-photo-input"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!file} data-testid="account-photo-submit">
            {t('account.photo.submit')}
          </Button>
        </Group>
        {tooLarge && <FormErrors errors={[{ code: null, reason: null, message: t('account.photo.tooLarge') }]} />}
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.photo.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
