import {
  ActionIcon,
  Button,
  Checkbox,
  Grid,
  Input,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconBuildingFactory2, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MERKMAL_GRUPPEN,
  MERKMALE_WAEHLBAR,
  type MerkmalGruppe,
  TECHNISCHE_INFRASTRUKTUR,
  VERKEHRSARTEN,
  WIDMUNGEN,
} from '../../../../shared/domain/objekt';
import { useLang } from '../../../hooks/useLang';
import { useEditor } from '../EditorContext';
import { newRowKey } from '../formValues';
import { EditorSection } from './EditorSection';
import { type NumberBinding, NumberField } from './NumberField';

const GRUPPEN = Object.keys(MERKMAL_GRUPPEN) as MerkmalGruppe[];

/**
 * Features and surroundings: the feature catalogue by group (spec 3), zoning, technical infrastructure
 * and an editable list of transport connections (type, name, distance).
 */
export function SectionFeatures() {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, field, editable } = useEditor();
  const verkehr = form.getValues().verkehrsinfrastruktur;
  return (
    <EditorSection id="features" title={t('objekt.editor.sections.features')} icon={<IconBuildingFactory2 size={20} />}>
      <Stack gap="xl">
        <Checkbox.Group
          {...field('standortbeschreibung')}
          label={t('objekt.field.standortbeschreibung')}
          data-testid="editor-merkmale"
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="xs">
            {GRUPPEN.map((gruppe) => {
              const merkmale = MERKMALE_WAEHLBAR.filter((m) => m.gruppe === gruppe);
              if (merkmale.length === 0) return null;
              return (
                <Stack key={gruppe} gap={6}>
                  <Text size="sm" fw={700} c="gray.8">
                    {MERKMAL_GRUPPEN[gruppe][lang]}
                  </Text>
                  {merkmale.map((m) => (
                    <Checkbox key={m.id} value={String(m.id)} label={m.label[lang]} disabled={!editable} />
                  ))}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Checkbox.Group>

        <MultiSelect
          {...field('widmungen')}
          label={t('objekt.field.widmungen')}
          placeholder={t('objekt.editor.selectPlaceholder')}
          data={WIDMUNGEN.map((w) => ({ value: w.id, label: `${w.id} · ${w.name[lang]}` }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="editor-widmungen"
        />

        <Checkbox.Group
          {...field('technischeinfrastruktur')}
          label={t('objekt.field.technischeinfrastruktur')}
          data-testid="editor-infrastruktur"
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={8} mt="xs">
            {TECHNISCHE_INFRASTRUKTUR.map((o) => (
              <Checkbox key={o.id} value={String(o.id)} label={o.label[lang]} disabled={!editable} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Input.Wrapper label={t('objekt.field.verkehrsinfrastruktur')}>
          <Stack gap="xs" mt="xs" data-testid="editor-verkehr">
            {verkehr.length === 0 && (
              <Text size="sm" c="gray.7">
                {t('objekt.editor.verkehrEmpty')}
              </Text>
            )}
            {verkehr.map((row, index) => (
              <Paper key={row.key} withBorder p="sm" radius="md" bg="var(--sp-surface)">
                <Grid gap="sm" align="flex-end">
                  <Grid.Col span={{ base: 12, sm: 3 }}>
                    <Select
                      {...field(`verkehrsinfrastruktur.${index}.type`)}
                      label={t('objekt.editor.verkehrType')}
                      data={VERKEHRSARTEN.map((v) => ({ value: String(v.id), label: v.label[lang] }))}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      data-testid={`editor-verkehr-${index}-type`}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 5 }}>
                    <TextInput
                      {...field(`verkehrsinfrastruktur.${index}.connection`)}
                      label={t('objekt.editor.verkehrConnection')}
                      placeholder={t('objekt.editor.verkehrConnectionPlaceholder')}
                      withAsterisk
                      maxLength={120}
                      data-testid={`editor-verkehr-${index}-connection`}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 9, sm: 3 }}>
                    <NumberField
                      {...(field(`verkehrsinfrastruktur.${index}.distance`) as NumberBinding)}
                      label={t('objekt.editor.verkehrDistance')}
                      withAsterisk
                      data-testid={`editor-verkehr-${index}-distance`}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 3, sm: 1 }}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mb={2}
                      onClick={() => form.removeListItem('verkehrsinfrastruktur', index)}
                      disabled={!editable}
                      aria-label={t('objekt.editor.verkehrRemove')}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Grid.Col>
                </Grid>
              </Paper>
            ))}
            {editable && verkehr.length < 20 && (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  form.insertListItem('verkehrsinfrastruktur', {
                    key: newRowKey(),
                    type: String(VERKEHRSARTEN[0]?.id ?? 1),
                    connection: '',
                    distance: '',
                  })
                }
                style={{ alignSelf: 'flex-start' }}
                data-testid="editor-verkehr-add"
              >
                {t('objekt.editor.verkehrAdd')}
              </Button>
            )}
          </Stack>
        </Input.Wrapper>
      </Stack>
    </EditorSection>
  );
}
