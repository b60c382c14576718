import { Button, Stack, Textarea } from '@mantine/core';
import { IconLanguage, IconLock, IconTextCaption } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { EditorSection } from './EditorSection';

/** The German descriptions; the toggle opens the translations page. */
export function SectionDescriptions({
  translationsOpen,
  onToggleTranslations,
}: {
  translationsOpen: boolean;
  onToggleTranslations: () => void;
}) {
  const { t } = useTranslation();
  const { field } = useEditor();
  return (
    <EditorSection
      id="descriptions"
      title={t('objekt.editor.sections.descriptions')}
      icon={<IconTextCaption size={20} />}
      aside={
        <Button
          variant={translationsOpen ? 'filled' : 'light'}
          leftSection={<IconLanguage size={18} aria-hidden />}
          onClick={onToggleTranslations}
          aria-expanded={translationsOpen}
          aria-controls="section-translations"
          data-testid="translations-toggle"
        >
          {translationsOpen ? t('objekt.editor.translationsClose') : t('objekt.editor.translationsOpen')}
        </Button>
      }
    >
      <Stack gap="md">
        <Textarea
          {...field('detailbeschreibung')}
          lang="de"
          label={t('objekt.field.detailbeschreibung')}
          description={t('objekt.editor.detailHint')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={20}
          maxLength={8000}
          data-testid="editor-detailbeschreibung"
        />
        <Textarea
          {...field('lageerreichbarkeit')}
          lang="de"
          label={t('objekt.field.lageerreichbarkeit')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={2000}
          data-testid="editor-lageerreichbarkeit"
        />
      </Stack>
    </EditorSection>
  );
}

/** Internal notes (owner and agency only) and the contact shown to logged-in users. */
export function SectionInternal() {
  const { t } = useTranslation();
  const { field } = useEditor();
  return (
    <EditorSection id="internal" title={t('objekt.editor.sections.internal')} icon={<IconLock size={20} />}>
      <Stack gap="md">
        <Textarea
          {...field('kontakte')}
          label={t('objekt.field.kontakte')}
          description={t('objekt.editor.kontakteHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          data-testid="editor-kontakte"
        />
        <Textarea
          {...field('internebeschreibung')}
          label={t('objekt.field.internebeschreibung')}
          description={t('objekt.editor.internalHint')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          data-testid="editor-internebeschreibung"
        />
      </Stack>
    </EditorSection>
  );
}
