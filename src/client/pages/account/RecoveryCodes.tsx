import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The ten fresh recovery codes, shown once after enabling or renewing: to copy or download as a text
 * file. `next` (the admin screen an administrator came from) is offered as the way on.
 */
export function RecoveryCodes({
  codes,
  account,
  next,
  onDone,
}: {
  codes: string[];
  account: string;
  next: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = useRef<HTMLParagraphElement>(null);
  const text = [t('account.twoFactor.codes.fileHeader', { account }), '', ...codes, ''].join('\n');

  // The codes replace the form that had the focus: it moves to their heading.
  useEffect(() => title.current?.focus(), []);

  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Alert
        color="gold"
        variant="light"
        icon={<IconKey size={20} aria-hidden />}
        styles={{ message: { color: '#3d2e00' } }}
      >
        <Text id={titleId} ref={title} tabIndex={-1} fw={700} mb={4} style={{ outline: 'none' }}>
          {t('account.twoFactor.codes.title')}
        </Text>
        {t('account.twoFactor.codes.text')}
      </Alert>
      <List type="ordered" aria-labelledby={titleId} ff="monospace" fz="md" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code} data-testid="recovery-code">
            {code}
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              data-testid="recovery-copy"
            >
              {copied ? t('account.twoFactor.codes.copied') : t('account.twoFactor.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          variant="light"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="standortportal-recovery-codes.txt"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="recovery-download"
        >
          {t('account.twoFactor.codes.download')}
        </Button>
      </Group>
      <Group gap="sm">
        <Button onClick={onDone} data-testid="recovery-done">
          {t('account.twoFactor.codes.done')}
        </Button>
        {next && (
          <Button component={Link} to={next} variant="default" data-testid="recovery-next">
            {t('account.twoFactor.codes.continue')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
