import { Anchor, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/useFormText';

/** The label key of a form path ('verkehrsinfrastruktur.0.distance' → objekt.field.verkehrsinfrastruktur). */
const labelKey = (path: string) => {
  const field = path.startsWith('uebersetzung.') ? (path.split('.')[1] ?? '') : (path.split('.')[0] ?? '');
  return `objekt.field.${field === 'istmietobjekt' ? 'angebot' : field}`;
};

/**
 * What a draft still lacks for submission (shared missingForSubmission, judged on the current input),
 * each item a link to its field; shown while the listing can be submitted.
 */
export function MissingList({
  missing,
  onOpen,
}: {
  /** Form path → i18n key of the problem, in form order. */
  missing: Record<string, string>;
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const entries = Object.entries(missing);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="editor-missing">
      {entries.length === 0 ? (
        <Text size="sm" c="petrol.8" fw={600}>
          <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: '-3px' }} /> {t('objekt.editor.missingNone')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={700} c="brand.9" mb={6}>
            <IconListCheck size={16} aria-hidden style={{ verticalAlign: '-3px' }} /> {t('objekt.editor.missingTitle')}
          </Text>
          <List
            size="sm"
            spacing={4}
            icon={<ThemeIcon size={6} radius="xl" color="gold" />}
            styles={{ itemWrapper: { alignItems: 'baseline' } }}
          >
            {entries.map(([path, message]) => (
              <List.Item key={path}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onOpen(path)}
                  data-testid={`missing-${path}`}
                  ta="left"
                >
                  {t(labelKey(path) as 'objekt.field.objektname')}
                </Anchor>
                <Text span size="xs" c="gray.7">
                  {' '}
                  – {errorText(message)}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
