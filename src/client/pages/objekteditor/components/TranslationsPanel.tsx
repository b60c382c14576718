import {
  Alert,
  Badge,
  CloseButton,
  Collapse,
  Grid,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../Editor.module.css';
import { useEditor } from '../EditorContext';
import { translationsComplete } from '../validation';

/** The German text beside its English field, so the translator sees what to translate. */
function Original({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.original}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {t('objekt.editor.germanText')}
      </Text>
      <Text size="sm" c="gray.8" className={classes.originalText} lang="de">
        {text.trim() || '–'}
      </Text>
    </div>
  );
}

/**
 * The translations page (spec 2: can be opened and closed): English name, detailed description and
 * location text, each beside the German original. Required for saving and submitting (spec 5).
 */
export function TranslationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, field } = useEditor();
  const values = form.getValues();
  const complete = translationsComplete(values);
  return (
    <Collapse expanded={open}>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        id="section-translations"
        aria-labelledby="section-translations-title"
        className={`${classes.section} ${classes.translations}`}
        data-testid="section-translations"
      >
        <Stack gap="md">
          <Grid align="center" gap="sm">
            <Grid.Col span="auto">
              <Title order={2} size="h4" c="brand.9" id="section-translations-title">
                <IconLanguage size={20} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
                {t('objekt.editor.sections.translations')}
              </Title>
            </Grid.Col>
            <Grid.Col span="content">
              <Badge color={complete ? 'petrol' : 'gold'} variant="light" tt="none">
                {complete ? t('objekt.editor.translationsComplete') : t('objekt.editor.translationsMissing')}
              </Badge>
            </Grid.Col>
            <Grid.Col span="content">
              <CloseButton
                onClick={onClose}
                aria-label={t('objekt.editor.translationsClose')}
                data-testid="translations-close"
              />
            </Grid.Col>
          </Grid>
          <Alert variant="light" color="brand" p="sm">
            <Text size="sm">{t('objekt.editor.translationsHint')}</Text>
          </Alert>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                {...field('uebersetzung.objektname_en')}
                lang="en"
                label={t('objekt.field.objektname_en')}
                withAsterisk
                maxLength={120}
                data-testid="editor-objektname_en"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Original text={values.objektname} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Textarea
                {...field('uebersetzung.detailbeschreibung_en')}
                lang="en"
                label={t('objekt.field.detailbeschreibung_en')}
                withAsterisk
                autosize
                minRows={6}
                maxRows={20}
                maxLength={8000}
                data-testid="editor-detailbeschreibung_en"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Original text={values.detailbeschreibung} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Textarea
                {...field('uebersetzung.lageerreichbarkeit_en')}
                lang="en"
                label={t('objekt.field.lageerreichbarkeit_en')}
                withAsterisk={values.lageerreichbarkeit.trim() !== ''}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={2000}
                data-testid="editor-lageerreichbarkeit_en"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Original text={values.lageerreichbarkeit} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>
    </Collapse>
  );
}
