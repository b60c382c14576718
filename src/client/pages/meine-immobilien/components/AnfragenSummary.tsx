import { Box, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/domain/format';
import type { AnfrageAnzahl } from '../../../../shared/schemas/anfrage';
import { AnfrageList } from '../../../components/anfrage/AnfrageList';
import { useLang } from '../../../hooks/useLang';

/**
 * A listing's enquiries on My properties (issue 25): how many and when the last came; the list itself
 * (date, sender, contact, message) is loaded when it is opened.
 */
export function AnfragenSummary({ anzahl }: { anzahl: AnfrageAnzahl }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [opened, toggle] = useDisclosure(false);
  const listId = `anfragen-${anzahl.objektId}`;
  return (
    <div data-testid="mine-anfragen">
      <Group gap="sm" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <IconMessages size={18} aria-hidden color="var(--mantine-color-brand-7)" />
        <Text size="sm" fw={700} data-testid="mine-anfragen-count">
          {t('anfrage.list.count', { count: anzahl.anzahl })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('anfrage.list.last', { date: formatDate(anzahl.letzte, lang) })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          ml="auto"
          onClick={toggle.toggle}
          aria-expanded={opened}
          aria-controls={opened ? listId : undefined}
          rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          data-testid="mine-anfragen-toggle"
        >
          {opened ? t('anfrage.list.hide') : t('anfrage.list.show')}
        </Button>
      </Group>
      {opened && (
        <Box id={listId} mt="sm">
          <AnfrageList objektId={anzahl.objektId} />
        </Box>
      )}
    </div>
  );
}
