import { Group, Image, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryState';
import { useDateTimeFormat } from '../../lib/format';
import { ApproveIdentityCheck } from './ApproveIdentityCheck';
import { DeclineIdentityCheck } from './DeclineIdentityCheck';
import { CUSTOMER_DOCUMENTS_QUERY, type Customer, type IdentityDocuments } from './queries';

type Side = 'front' | 'back';
const SIDES: readonly Side[] = ['front', 'back'];

interface UserIdentityDocumentsProps {
  customer: Customer;
  /** Called with the green box's text once the documents were approved or declined. */
  onReviewed: (notice: string) => void;
}

/**
 * "Identity documents": the uploaded front and back images (a click opens the full image), when
 * they were uploaded, and the last decline's reason. While the check awaits review, "Approve ID"
 * and "Decline ID" (specification §4; the customer is e-mailed either way); otherwise read-only.
 * Nothing is shown for a customer with no documents and no declined submission.
 */
export function UserIdentityDocuments({ customer, onReviewed }: UserIdentityDocumentsProps) {
  const { t } = useTranslation();
  const { data, error } = useQuery(CUSTOMER_DOCUMENTS_QUERY, {
    variables: { id: customer.id },
    fetchPolicy: 'cache-and-network',
  });
  const documents = data?.customer?.identityDocuments ?? null;
  const declineReason = customer.identityCheckDeclineReason;
  if (error === undefined && documents === null && declineReason === null) return null;

  const canReview = customer.identityCheck === 'AWAITING_REVIEW' && documents !== null;
  return (
    <Stack gap="xs" data-testid="user-id-documents" data-state={customer.identityCheck}>
      <Title order={4}>{t('users.documents.title')}</Title>
      {error !== undefined && <QueryError error={error} />}
      {documents !== null && <DocumentImages documents={documents} />}
      {declineReason !== null && (
        <Stack gap={2} data-testid="user-id-declined">
          <Text size="sm" fw={600} c="orange">
            {t('users.documents.declined')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('users.documents.declinedReason', { reason: declineReason })}
          </Text>
        </Stack>
      )}
      {canReview && (
        <Group gap="sm">
          <ApproveIdentityCheck customer={customer} onDone={onReviewed} />
          <DeclineIdentityCheck customer={customer} onDone={onReviewed} />
        </Group>
      )}
    </Stack>
  );
}

/** The two thumbnails, the upload time, and the modal with the full image of the one clicked. */
function DocumentImages({ documents }: { documents: IdentityDocuments }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [viewing, setViewing] = useState<Side | null>(null);
  const label = (side: Side) => (side === 'front' ? t('users.documents.front') : t('users.documents.back'));
  const alt = (side: Side) => (side === 'front' ? t('users.documents.frontAlt') : t('users.documents.backAlt'));

  return (
    <>
      <Group gap="md" align="flex-start">
        {SIDES.map((side) => (
          <Stack key={side} gap={4} align="center">
            <UnstyledButton onClick={() => setViewing(side)}>
              <Image
                src={documents[side]}
                alt={alt(side)}
                w={180}
                h={120}
                fit="contain"
                radius="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
                data-testid={`user-id-${side}`}
              />
            </UnstyledButton>
            <Text size="xs" c="dimmed">
              {label(side)}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="sm" c="dimmed" data-testid="user-id-uploaded-at">
        {t('users.documents.uploadedAt', { time: formatTime(documents.uploadedAt) })}
      </Text>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing === null ? undefined : alt(viewing)}
        size="auto"
      >
        {viewing !== null && (
          <Stack data-testid="user-id-image-modal" data-side={viewing}>
            <Image src={documents[viewing]} alt={alt(viewing)} fit="contain" maw="85vw" mah="80vh" />
          </Stack>
        )}
      </Modal>
    </>
  );
}
