import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ModalButtonProps {
  label: string;
  testId: string;
  title: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The modal's content; `close` ends it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a modal. Mantine mounts the content only while the modal is open, so each
 * opening starts without the last text or refusal.
 */
export function ModalButton({ label, testId, title, color, variant, size, children }: ModalButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={color} variant={variant} size={size} onClick={open} data-testid={testId}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        {children(close)}
      </Modal>
    </>
  );
}
