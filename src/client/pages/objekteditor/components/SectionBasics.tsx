import { Group, Radio, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OBJEKTARTEN } from '../../../../shared/domain/objekt';
import { useLang } from '../../../hooks/useLang';
import classes from '../Editor.module.css';
import { useEditor } from '../EditorContext';
import { EditorSection } from './EditorSection';

/** Type and name: the property type (plots need an outline), the name, a secondary name and tags. */
export function SectionBasics() {
  const { t } = useTranslation();
  const lang = useLang();
  const { field, editable } = useEditor();
  return (
    <EditorSection id="basics" title={t('objekt.editor.sections.basics')} icon={<IconHome2 size={20} />}>
      <Stack gap="md">
        <Radio.Group
          {...field('objektart')}
          label={t('objekt.field.objektart')}
          description={t('objekt.editor.objektartHint')}
          withAsterisk
          data-testid="editor-objektart"
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            {OBJEKTARTEN.map((art) => (
              <Radio.Card
                key={art.id}
                value={String(art.id)}
                className={classes.typeCard}
                disabled={!editable}
                data-testid={`editor-objektart-${art.id}`}
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <span className={classes.typeDot} style={{ background: art.color }} aria-hidden />
                  <Text fw={600}>{art.name[lang]}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...field('objektname')}
            lang="de"
            label={t('objekt.field.objektname')}
            withAsterisk
            maxLength={120}
            data-testid="editor-objektname"
          />
          <TextInput
            {...field('objektname2')}
            label={t('objekt.field.objektname2')}
            maxLength={120}
            data-testid="editor-objektname2"
          />
        </SimpleGrid>
        <TagsInput
          {...field('tags')}
          label={t('objekt.field.tags')}
          description={t('objekt.editor.tagsHint')}
          maxTags={30}
          clearable
          data-testid="editor-tags"
        />
      </Stack>
    </EditorSection>
  );
}
