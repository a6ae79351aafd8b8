import { useMutation } from '@apollo/client/react';
import { Avatar, Button, FileInput, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, imageProblem, ImageReadError, readBase64, type ImageProblem } from '../identity/imageFiles';
import { useObjectUrl } from '../identity/useObjectUrl';
import { FormErrors } from '../ui/FormErrors';
import { SuccessBox, useFormAction } from '@mc/client';
import { UPDATE_PROFILE_PHOTO_MUTATION, type AccountDetails } from './queries';

type UploadPhase = 'reading' | 'sending';

/** Up to two initials from the name, or the first letter of the e-mail address when no name is given. */
function initials(account: AccountDetails): string {
  const letters = [account.firstName, account.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .filter(Boolean)
    .join('');
  return (letters || account.email.charAt(0)).toUpperCase();
}

/**
 * /user/auth/photo.html: the current photo (initials when none), a .jpg/.jpeg/.png of at most 4 MB
 * checked here and previewed → `updateProfilePhoto`; the returned photo replaces the current one
 * in the cache. The server checks the content again (IMAGE_INVALID goes to the red box).
 */
export function PhotoForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const [updateProfilePhoto] = useMutation(UPDATE_PROFILE_PHOTO_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [saved, setSaved] = useState(false);
  const previewUrl = useObjectUrl(file);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;

  const choose = (value: File | null) => {
    setFile(value);
    setSaved(false);
    // A cleared field is reported as missing only when the form is sent.
    setProblem(value ? imageProblem(value) : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = imageProblem(file);
    setProblem(found);
    setSaved(false);
    if (!file || found) return;
    void run(async () => {
      let base64: string;
      try {
        setPhase('reading');
        try {
          base64 = await readBase64(file, 'photo');
        } catch (error) {
          if (!(error instanceof ImageReadError)) throw error;
          setProblem('unreadable');
          return;
        }
        setPhase('sending');
        await updateProfilePhoto({ variables: { photo: { fileName: file.name, base64 } } });
      } finally {
        setPhase(null);
      }
      setFile(null);
      setSaved(true);
    });
  };

  const fileInputProps = { 'data-testid': 'photo-input' } as ComponentProps<'input'>;
  return (
    <form onSubmit={submit} data-testid="photo-form">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={account.photo}
            alt={t('account.photo.current')}
            size={96}
            radius={96}
            color="initials"
            name={name}
            data-testid="photo-current"
          >
            {initials(account)}
          </Avatar>
          <Text size="sm" c="dimmed">
            {account.photo ? t('account.photo.current') : t('account.photo.none')}
          </Text>
        </Group>
        <FileInput
          label={t('account.photo.input')}
          description={t('account.photo.hint')}
          placeholder={t('account.photo.placeholder')}
          accept={IMAGE_ACCEPT}
          value={file}
          onChange={choose}
          clearable
          withAsterisk
          disabled={pending}
          readOnly={pending}
          error={problem ? t(`account.photo.errors.${problem}`) : undefined}
          errorProps={{ 'data-testid': 'photo-error' }}
          fileInputProps={fileInputProps}
          data-testid="photo-field"
        />
        {previewUrl && !problem && (
          <Image
            src={previewUrl}
            alt={t('account.photo.preview')}
            h={160}
            w={160}
            fit="cover"
            radius="sm"
            bd="1px solid var(--mantine-color-default-border)"
            data-testid="photo-preview"
          />
        )}
        {phase && (
          <Stack gap={4} role="status" data-testid="photo-progress">
            <Text size="sm">{t(`account.photo.${phase}`)}</Text>
            <Progress value={100} striped animated aria-label={t(`account.photo.${phase}`)} />
          </Stack>
        )}
        <Button type="submit" loading={pending} data-testid="photo-submit">
          {t('account.photo.submit')}
        </Button>
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.photo.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
