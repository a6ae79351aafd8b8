import { useMutation } from '@apollo/client/react';
import { Avatar, Button, FileInput, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessBox, useFormAction } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';
import { fileBase64, MAX_PHOTO_BYTES } from '../account/AccountPhotoForm';
import { UPLOAD_TRADER_PHOTO_MUTATION, type AdminTrader } from './queries';

/** The trader's photo (specification 001 §3) → `uploadTraderPhoto`; the server checks the content. */
export function TraderPhotoForm({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation();
  const [uploadPhoto] = useMutation(UPLOAD_TRADER_PHOTO_MUTATION);
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
      const photo = { fileName: file.name, base64: await fileBase64(file) };
      await uploadPhoto({ variables: { id: trader.id, photo } });
      setSaved(true);
      setFile(null);
    });
  };

  return (
    <form onSubmit={submit} data-testid="trader-photo-form">
      <Stack gap="md" maw={720}>
        <Group>
          <Avatar src={trader.photoUrl} size="xl" radius="xl" alt={trader.name} data-testid="trader-photo" />
          <FileInput
            required
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            label={t('traders.photo.input')}
            description={t('traders.photo.hint')}
            value={file}
            onChange={setFile}
            style={{ flex: 1 }}
            data-testid="trader-photo-input"
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!file} data-testid="trader-photo-submit">
            {t('traders.photo.submit')}
          </Button>
        </Group>
        {tooLarge && <FormErrors errors={[{ code: null, reason: null, message: t('traders.photo.tooLarge') }]} />}
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('traders.photo.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
