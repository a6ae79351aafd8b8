import { useMutation } from '@apollo/client/react';
import { Button, FileInput, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../ui/FormErrors';
import { useFormAction } from '@mc/client';
import {
  IMAGE_ACCEPT,
  imageProblem,
  ImageReadError,
  readBase64,
  type ImageProblem,
  type ImageSide,
} from './imageFiles';
import { SUBMIT_IDENTITY_DOCUMENTS_MUTATION } from './queries';
import { useObjectUrl } from './useObjectUrl';

interface IdentityUploadFormProps {
  /** Runs once the server accepted both images; `me` in the cache already says AWAITING_REVIEW. */
  onSubmitted?: () => Promise<unknown> | void;
}

type Problems = Record<ImageSide, ImageProblem | null>;

/** What the form is doing during a submission, shown above the button. */
type UploadPhase = 'reading' | 'sending';

/**
 * The front and back images of an identity document → `submitIdentityDocuments`. The files are
 * checked here first (both chosen, .jpg/.jpeg/.png, at most 4 MB) and previewed; the server checks
 * the content again and its refusals (IMAGE_INVALID names the side) go to the red box.
 */
export function IdentityUploadForm({ onSubmitted }: IdentityUploadFormProps) {
  const { t } = useTranslation();
  const [submitIdentityDocuments] = useMutation(SUBMIT_IDENTITY_DOCUMENTS_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [files, setFiles] = useState<Record<ImageSide, File | null>>({ front: null, back: null });
  const [problems, setProblems] = useState<Problems>({ front: null, back: null });
  const [phase, setPhase] = useState<UploadPhase | null>(null);

  const choose = (side: ImageSide, file: File | null) => {
    setFiles((current) => ({ ...current, [side]: file }));
    // A cleared field is reported as missing only when the form is sent.
    setProblems((current) => ({ ...current, [side]: file ? imageProblem(file) : null }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { front, back } = files;
    const found: Problems = { front: imageProblem(front), back: imageProblem(back) };
    setProblems(found);
    if (!front || !back || found.front || found.back) return;
    void run(async () => {
      try {
        setPhase('reading');
        let base64: [string, string];
        try {
          base64 = await Promise.all([readBase64(front, 'front'), readBase64(back, 'back')]);
        } catch (error) {
          if (!(error instanceof ImageReadError)) throw error;
          setProblems((current) => ({ ...current, [error.side]: 'unreadable' }));
          return;
        }
        setPhase('sending');
        await submitIdentityDocuments({
          variables: {
            front: { fileName: front.name, base64: base64[0] },
            back: { fileName: back.name, base64: base64[1] },
          },
        });
      } finally {
        setPhase(null);
      }
      await onSubmitted?.();
    });
  };

  return (
    <form onSubmit={submit} data-testid="id-upload-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('identity.upload.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <ImageField side="front" file={files.front} problem={problems.front} disabled={pending} onChange={choose} />
          <ImageField side="back" file={files.back} problem={problems.back} disabled={pending} onChange={choose} />
        </SimpleGrid>
        {phase && (
          <Stack gap={4} role="status" data-testid="id-upload-progress">
            <Text size="sm">{t(`identity.upload.${phase}`)}</Text>
            <Progress value={100} striped animated aria-label={t(`identity.upload.${phase}`)} />
          </Stack>
        )}
        <Button type="submit" loading={pending} data-testid="id-submit">
          {t('identity.upload.submit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}

interface ImageFieldProps {
  side: ImageSide;
  file: File | null;
  problem: ImageProblem | null;
  disabled: boolean;
  onChange: (side: ImageSide, file: File | null) => void;
}

/** One side: the file picker (the hidden <input type="file"> carries the test id) and its preview. */
function ImageField({ side, file, problem, disabled, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const previewUrl = useObjectUrl(file);
  const label = t(`identity.upload.${side}`);
  const fileInputProps = { 'data-testid': `id-${side}-input` } as ComponentProps<'input'>;
  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        placeholder={t('identity.upload.placeholder')}
        accept={IMAGE_ACCEPT}
        value={file}
        onChange={(value) => onChange(side, value)}
        clearable
        withAsterisk
        disabled={disabled}
        readOnly={disabled}
        error={problem ? t(`identity.upload.errors.${problem}`) : undefined}
        errorProps={{ 'data-testid': `id-${side}-error` }}
        fileInputProps={fileInputProps}
        data-testid={`id-${side}-field`}
      />
      {previewUrl && !problem && (
        <Image
          src={previewUrl}
          alt={t('identity.upload.preview', { side: label })}
          h={140}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-default-border)"
          data-testid={`id-${side}-preview`}
        />
      )}
    </Stack>
  );
}
