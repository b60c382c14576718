import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ContentEditorFrameProps {
  /** The list the back link leads to. */
  backTo: string;
  title: string;
  lead?: string;
  dirty: boolean;
  saving: boolean;
  onSubmit: () => void;
  /** Omitted for an entry that is not saved yet. */
  onDelete?: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The frame of the administrators' content editors (glossary, funding matrix): back link, title and
 * delete action on top, the form, and a save bar that stays at the bottom of the window so saving
 * never needs scrolling on long forms.
 */
export function ContentEditorFrame(props: ContentEditorFrameProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Container size="xl" pt={{ base: 16, md: 28 }} data-testid={props['data-testid']}>
      <Anchor component={Link} to={props.backTo} size="sm" fw={600} data-testid="editor-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('admin.common.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" mt="xs" mb="lg" gap="sm">
        <Box style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} size="h2" c="brand.9" style={{ overflowWrap: 'anywhere' }} data-testid="editor-title">
            {props.title}
          </Title>
          {props.lead && (
            <Text c="gray.7" mt={4}>
              {props.lead}
            </Text>
          )}
        </Box>
        {props.onDelete && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={props.onDelete}
            data-testid="editor-delete"
          >
            {t('admin.common.delete')}
          </Button>
        )}
      </Group>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">{props.children}</Stack>
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          mt="lg"
          style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
          data-testid="editor-savebar"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} c={props.dirty ? 'gold.9' : 'dimmed'} aria-live="polite">
              {props.dirty ? t('admin.common.unsaved') : ''}
            </Text>
            <Button
              type="submit"
              loading={props.saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="editor-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        </Paper>
      </form>
    </Container>
  );
}

/** A titled section of an editor form. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', md: 'lg' }} component="section">
      <Title order={2} size="h4" c="brand.9" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A German and an English field side by side on wide screens, stacked (German first) on small ones. */
export function LanguagePair({ de, en }: { de: ReactNode; en: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
      <div lang="de">{de}</div>
      <div lang="en">{en}</div>
    </SimpleGrid>
  );
}

/**
 * Brings the first field with an error into view after a failed save: it may sit far down a long form
 * or under the sticky save bar. Runs after the errors have rendered.
 */
export function scrollToFirstError(): void {
  setTimeout(() => {
    const error = document.querySelector('.mantine-InputWrapper-error');
    const field = error?.closest('.mantine-InputWrapper-root') ?? error;
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, 50);
}
