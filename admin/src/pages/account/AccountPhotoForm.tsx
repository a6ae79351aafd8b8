import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PhotoUploadForm } from '../../components/PhotoUploadForm';
import { ADMIN_PHOTO_QUERY, UPDATE_ADMIN_PHOTO_MUTATION } from './queries';

/** The admin's own profile photo (specification 001 §3 photo_profile) → `updateAdminPhoto`; the server checks the content. */
export function AccountPhotoForm() {
  const { t } = useTranslation();
  const { data } = useQuery(ADMIN_PHOTO_QUERY);
  const [updatePhoto] = useMutation(UPDATE_ADMIN_PHOTO_MUTATION);
  return (
    <PhotoUploadForm
      testId="account-photo"
      current={data?.currentAdmin?.photo}
      alt={t('account.photo.current')}
      texts={{
        input: t('account.photo.input'),
        hint: t('account.photo.hint'),
        submit: t('account.photo.submit'),
        tooLarge: t('account.photo.tooLarge'),
        saved: t('account.photo.saved'),
      }}
      upload={(photo) => updatePhoto({ variables: { photo } })}
    />
  );
}
