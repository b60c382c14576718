import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type MessageTone = 'success' | 'error' | 'info';

const TONES = {
  success: { color: 'petrol', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertTriangle },
  info: { color: 'brand', Icon: IconInfoCircle },
} as const;

export interface DialogMessage {
  tone: MessageTone;
  title: string;
  text: string;
}

/**
 * A dialog with one message and an OK button (spec 8: registration success/failure, password reset,
 * missing e-mail). `message` null keeps it closed.
 */
export function MessageDialog({
  message,
  onClose,
  testId = 'message-dialog',
}: {
  message: DialogMessage | null;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tone = TONES[message?.tone ?? 'info'];
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      withCloseButton={false}
      size="md"
      padding="xl"
      attributes={{ content: { 'data-testid': testId } as Record<string, string> }}
      aria-labelledby={`${testId}-title`}
    >
      {message && (
        <>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" color={tone.color} aria-hidden>
              <tone.Icon size={26} />
            </ThemeIcon>
            <div>
              <Text id={`${testId}-title`} fw={700} size="lg" c="brand.9" mb={4}>
                {message.title}
              </Text>
              <Text c="gray.8">{message.text}</Text>
            </div>
          </Group>
          <Group justify="flex-end" mt="xl">
            <Button onClick={onClose} data-autofocus data-testid={`${testId}-ok`} miw={96}>
              {t('common.ok')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
