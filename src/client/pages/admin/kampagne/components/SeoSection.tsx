import { Code, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../../../../shared/domain/routes';
import { useFieldProps } from '../../../../hooks/useFormText';
import { useLang } from '../../../../hooks/useLang';
import type { KampagneForm } from './types';

/** Search engines show about this many characters of a title and a description. */
const TITLE_HINT = 60;
const DESCRIPTION_HINT = 160;

/**
 * Router URL and meta data: /wissen/{routerurl} also opens the article (old links), and the meta title
 * and description go into the page head of /wissen/{id} (server-side, for crawlers and shared links).
 */
export function SeoSection({ form, id }: { form: KampagneForm; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const field = useFieldProps(form);
  const routerurl = form.values.routerurl ?? '';
  const title = form.values.metatitle ?? '';
  const description = form.values.metadescription ?? '';
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('admin.kampagnen.hints.address')} <Code>{routePath('wissen-detail', lang, { wissenId: id })}</Code>
      </Text>
      <TextInput
        label={t('admin.kampagnen.fields.routerurl')}
        description={
          routerurl
            ? `${t('admin.kampagnen.hints.routerurl')} ${routePath('wissen-detail', lang, { wissenId: routerurl })}`
            : t('admin.kampagnen.hints.routerurl')
        }
        maxLength={120}
        {...field('routerurl')}
        value={routerurl}
        data-testid="kampagne-routerurl"
      />
      <TextInput
        label={t('admin.kampagnen.fields.metatitle')}
        description={t('admin.kampagnen.hints.length', { count: title.length, max: TITLE_HINT })}
        maxLength={200}
        {...field('metatitle')}
        value={title}
        data-testid="kampagne-metatitle"
      />
      <Textarea
        label={t('admin.kampagnen.fields.metadescription')}
        description={t('admin.kampagnen.hints.length', { count: description.length, max: DESCRIPTION_HINT })}
        maxLength={500}
        autosize
        minRows={3}
        {...field('metadescription')}
        value={description}
        data-testid="kampagne-metadescription"
      />
    </Stack>
  );
}
