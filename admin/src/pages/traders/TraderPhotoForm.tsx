import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PhotoUploadForm } from '../../components/PhotoUploadForm';
import { UPLOAD_TRADER_PHOTO_MUTATION, type AdminTrader } from './queries';

/** The trader's photo (specification 001 §3) → `uploadTraderPhoto`; the server checks the content. */
export function TraderPhotoForm({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation();
  const [uploadPhoto] = useMutation(UPLOAD_TRADER_PHOTO_MUTATION);
  return (
    <PhotoUploadForm
      testId="trader-photo"
      current={trader.photoUrl}
      alt={trader.name}
      maw={720}
      texts={{
        input: t('traders.photo.input'),
        hint: t('traders.photo.hint'),
        submit: t('traders.photo.submit'),
        tooLarge: t('traders.photo.tooLarge'),
        saved: t('traders.photo.saved'),
      }}
      upload={(photo) => uploadPhoto({ variables: { id: trader.id, photo } })}
    />
  );
}
