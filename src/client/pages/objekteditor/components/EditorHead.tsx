import { Alert, Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEyeOff, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/domain/format';
import { STATUS } from '../../../../shared/domain/objekt';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { useLang } from '../../../hooks/useLang';
import { objektTexte, statusLabel } from '../../../lib/objektText';
import classes from '../Editor.module.css';

/** The editor's head: back to the list (`listPath`), the listing's name (or 'new'), its number and status. */
export function EditorHead({ objekt, listPath }: { objekt: Objekt | null; listPath: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = objekt ? objektTexte(objekt, lang).name : '';
  return (
    <div className={classes.head}>
      <Container className={classes.headInner}>
        <Anchor component={Link} to={listPath} size="sm" fw={600} data-testid="editor-to-list">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('objekt.editor.toList')}
          </Group>
        </Anchor>
        <Group gap="sm" mt="xs" align="center">
          <Title order={1} size="h2" className={classes.title} data-testid="editor-title">
            {objekt ? name : t('objekt.editor.titleNew')}
          </Title>
          {objekt?.istabgelaufen && (
            <Badge color="red" variant="light">
              {t('objekt.liste.expired')}
            </Badge>
          )}
        </Group>
        <Text c="gray.7" mt={4}>
          {objekt
            ? t('objekt.editor.leadEdit', { nummer: objekt.objektnummer, status: statusLabel(objekt.status, lang) })
            : t('objekt.editor.leadNew')}
        </Text>
      </Container>
    </div>
  );
}

/** Why the listing cannot be edited (under review, hidden) and whether it has expired. */
export function StatusNotices({ objekt, editable }: { objekt: Objekt; editable: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { status } = objekt;
  const expiry = objekt.ablaufdatum ? formatDate(objekt.ablaufdatum, lang, { dateStyle: 'long' }) : '';
  return (
    <>
      {objekt && !editable && (
        <Alert
          color="gold"
          variant="light"
          icon={<IconEyeOff size={20} />}
          title={status === STATUS.IN_PRUEFUNG ? t('objekt.editor.readOnlyTitle') : t('objekt.editor.hiddenTitle')}
          data-testid="editor-readonly"
        >
          {status === STATUS.IN_PRUEFUNG ? t('objekt.editor.readOnlyText') : t('objekt.editor.hiddenText')}
        </Alert>
      )}
      {objekt?.istabgelaufen && (
        <Alert
          color="red"
          variant="light"
          icon={<IconHourglassHigh size={20} />}
          title={t('objekt.editor.expiredTitle')}
        >
          {t('objekt.editor.expiredText', { date: expiry })}
        </Alert>
      )}
    </>
  );
}
