import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionModal } from '../../components/ActionModal';
import { mayAct } from '../../lib/fundsRoles';
import { userContractPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import {
  APPROVE_AMENDMENT_MUTATION,
  APPROVE_GRANT_MUTATION,
  CONTRACT_REFETCH,
  REJECT_AMENDMENT_MUTATION,
  REJECT_GRANT_MUTATION,
  RESUME_CONTRACT_MUTATION,
  STOP_CONTRACT_MUTATION,
  TERMINATE_CONTRACT_MUTATION,
  type AdminContract,
} from './contractQueries';

type Notify = (notice: string) => void;

/**
 * A contract's controls (specification 001 §2, DESIGN.md §7): Play approves a pending support grant
 * (another admin than its creator) or resumes a stopped contract; Pause stops a mining one with a
 * reason the customer sees; Delete terminates with a reason (the record stays). A pending power
 * change is approved or rejected here too. The server checks every rule again.
 */
export function UserContractActions({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  if (!mayAct(admin, 'OPERATOR'))
    return (
      <Text size="sm" c="dimmed">
        {t('miningCommon.needsOperator')}
      </Text>
    );
  const running = contract.status === 'MINING' || contract.status === 'STOPPED';
  return (
    <Stack gap="xs" data-testid="contract-actions">
      <Group gap="xs">
        {contract.status === 'PENDING_PAYMENT' && <GrantDecision contract={contract} onDone={onDone} />}
        {contract.status === 'STOPPED' && <ResumeButton contract={contract} onDone={onDone} />}
        {contract.status === 'MINING' && <PauseButton contract={contract} onDone={onDone} />}
        {running && (
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={userContractPath(contract.userId, contract.id)}
            data-testid="contract-edit"
          >
            {t('userContracts.edit')}
          </Button>
        )}
        {(running || contract.status === 'PENDING_PAYMENT') && <DeleteButton contract={contract} onDone={onDone} />}
      </Group>
      <PendingPower contract={contract} onDone={onDone} />
    </Stack>
  );
}

function GrantDecision({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [approve] = useMutation(APPROVE_GRANT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const [reject] = useMutation(REJECT_GRANT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const ownGrant = contract.grant?.requestedBy === admin.id;
  return (
    <>
      {ownGrant ? (
        <Text size="xs" c="dimmed" maw={180} data-testid="contract-own-grant">
          {t('userContracts.ownGrant')}
        </Text>
      ) : (
        <ActionModal
          testId="contract-play"
          color="green"
          buttonLabel={t('userContracts.play.button')}
          title={t('userContracts.play.approveTitle')}
          question={t('userContracts.play.approveQuestion', { power: contract.powerGhs })}
          confirmLabel={t('userContracts.play.approveConfirm')}
          onConfirm={() => approve({ variables: { id: contract.id } })}
          onDone={() => onDone(t('userContracts.notice.approved'))}
        />
      )}
      <ActionModal
        testId="contract-reject"
        color="red"
        buttonLabel={t('userContracts.reject.button')}
        title={t('userContracts.reject.title')}
        question={t('userContracts.reject.question')}
        confirmLabel={t('userContracts.reject.confirm')}
        field={{ label: t('miningCommon.reason'), required: true }}
        onConfirm={(reason) => reject({ variables: { id: contract.id, reason } })}
        onDone={() => onDone(t('userContracts.notice.rejected'))}
      />
    </>
  );
}

function ResumeButton({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const [resume] = useMutation(RESUME_CONTRACT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  return (
    <ActionModal
      testId="contract-play"
      color="green"
      buttonLabel={t('userContracts.play.button')}
      title={t('userContracts.play.resumeTitle')}
      question={t('userContracts.play.resumeQuestion')}
      confirmLabel={t('userContracts.play.resumeConfirm')}
      field={{ label: t('miningCommon.reason'), required: true }}
      onConfirm={(reason) => resume({ variables: { id: contract.id, reason } })}
      onDone={() => onDone(t('userContracts.notice.resumed'))}
    />
  );
}

function PauseButton({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const [stop] = useMutation(STOP_CONTRACT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  return (
    <ActionModal
      testId="contract-pause"
      color="orange"
      buttonLabel={t('userContracts.pause.button')}
      title={t('userContracts.pause.title')}
      question={t('userContracts.pause.question')}
      confirmLabel={t('userContracts.pause.confirm')}
      field={{ label: t('userContracts.pause.reason'), required: true }}
      onConfirm={(reason) => stop({ variables: { id: contract.id, reason } })}
      onDone={() => onDone(t('userContracts.notice.paused'))}
    />
  );
}

function DeleteButton({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const [terminate] = useMutation(TERMINATE_CONTRACT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  return (
    <ActionModal
      testId="contract-delete"
      color="red"
      buttonLabel={t('userContracts.delete.button')}
      title={t('userContracts.delete.title')}
      question={t('userContracts.delete.question')}
      confirmLabel={t('userContracts.delete.confirm')}
      field={{ label: t('miningCommon.reason'), required: true }}
      onConfirm={(reason) => terminate({ variables: { id: contract.id, reason } })}
      onDone={() => onDone(t('userContracts.notice.deleted'))}
    />
  );
}

/** A power change waiting for a second admin: the one who asked sees that; another decides it. */
function PendingPower({ contract, onDone }: { contract: AdminContract; onDone: Notify }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [approve] = useMutation(APPROVE_AMENDMENT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const [reject] = useMutation(REJECT_AMENDMENT_MUTATION, { refetchQueries: CONTRACT_REFETCH });
  const pending = contract.amendments.find((amendment) => amendment.status === 'PENDING');
  if (!pending) return null;
  const change = { from: pending.fromPowerGhs, to: pending.toPowerGhs };
  return (
    <Stack gap={4} data-testid="contract-pending-power">
      <Text size="xs">{t('userContracts.pendingPower', { power: pending.toPowerGhs, reason: pending.reason })}</Text>
      <Group gap="xs">
        {pending.requestedBy === admin.id ? (
          <Text size="xs" c="dimmed">
            {t('userContracts.ownAmendment')}
          </Text>
        ) : (
          <ActionModal
            testId="amendment-approve"
            color="green"
            buttonLabel={t('userContracts.approveAmendment.button')}
            title={t('userContracts.approveAmendment.title')}
            question={t('userContracts.approveAmendment.question', change)}
            confirmLabel={t('userContracts.approveAmendment.confirm')}
            onConfirm={() => approve({ variables: { id: pending.id } })}
            onDone={() => onDone(t('userContracts.notice.amendmentApproved'))}
          />
        )}
        <ActionModal
          testId="amendment-reject"
          color="red"
          buttonLabel={t('userContracts.rejectAmendment.button')}
          title={t('userContracts.rejectAmendment.title')}
          question={t('userContracts.rejectAmendment.question', change)}
          confirmLabel={t('userContracts.rejectAmendment.confirm')}
          field={{ label: t('miningCommon.reason'), required: true }}
          onConfirm={(reason) => reject({ variables: { id: pending.id, reason } })}
          onDone={() => onDone(t('userContracts.notice.amendmentRejected'))}
        />
      </Group>
    </Stack>
  );
}
