import { Badge, Button, Container, Flex, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconEdit, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_LOCALE, formatArea } from '../../../../../shared/domain/format';
import { isStatus, STATUS } from '../../../../../shared/domain/objekt';
import { availableActions, OWNER_INVISIBLE } from '../../../../../shared/domain/status';
import type { Objekt } from '../../../../../shared/schemas/objekt';
import { ErrorState } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { PageHeader } from '../../../../components/PageHeader';
import { eigeneObjekteQuery } from '../../../../data/queries';
import { useLang } from '../../../../hooks/useLang';
import { useSession } from '../../../../hooks/useSession';
import {
  bezirkName,
  objektartColor,
  objektartName,
  objektTexte,
  statusColor,
  statusLabel,
  thumbnailUrl,
} from '../../../../lib/objektText';
import { ActionDialog, type DialogAktion } from '../../../objekteditor/components/ActionDialog';
import classes from '../Liste.module.css';

/** Actions offered on a card; saving happens in the editor. */
const CARD_ACTIONS: DialogAktion[] = ['einreichen', 'aktivieren', 'deaktivieren', 'loeschen'];

/**
 * /{lang}/admin/liste for logged-in users who are not administrators: 'My properties' — their own
 * objects (spec 5 'Own properties': owner equals user id, not hidden by the agency) with status and the
 * actions the transition table allows them.
 */
export function MyProperties() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const objekte = useQuery(eigeneObjekteQuery);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ objekt: Objekt; action: DialogAktion } | null>(null);
  const mine = (objekte.data ?? [])
    .filter(
      (o) => o.owner !== null && o.owner === user.id && !(OWNER_INVISIBLE as readonly number[]).includes(o.status),
    )
    .sort((a, b) => b.geaendertam.localeCompare(a.geaendertam));
  const changed = new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'medium' });

  return (
    <>
      <PageHeader title={t('objekt.liste.mineTitle')} lead={t('objekt.liste.mineLead')}>
        <Button
          component={Link}
          to={`/${lang}/admin/objekt/neu`}
          color="gold"
          mt="lg"
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="mine-create"
        >
          {t('nav.advertise')}
        </Button>
      </PageHeader>
      <Container py={{ base: 24, md: 40 }}>
        {objekte.isPending ? (
          <LoadingState />
        ) : objekte.error ? (
          <ErrorState error={objekte.error} onRetry={() => objekte.refetch()} />
        ) : mine.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center" data-testid="mine-empty">
            <Text c="gray.7" mb="md">
              {t('objekt.liste.mineEmpty')}
            </Text>
            <Button component={Link} to={`/${lang}/admin/objekt/neu`} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('nav.advertise')}
            </Button>
          </Paper>
        ) : (
          <Stack gap="md" data-testid="mine-list">
            {mine.map((objekt) => {
              const actions = isStatus(objekt.status)
                ? availableActions(objekt.status, 'owner').filter((a): a is DialogAktion =>
                    (CARD_ACTIONS as string[]).includes(a),
                  )
                : [];
              const primary = actions.find((a) => a === 'einreichen' || a === 'aktivieren');
              const more = actions.filter((a) => a !== primary);
              return (
                <Paper key={objekt.id} withBorder radius="lg" p="md" className={classes.card} data-testid="mine-item">
                  <Flex direction={{ base: 'column', xs: 'row' }} gap="md" align={{ base: 'stretch', xs: 'center' }}>
                    <img src={thumbnailUrl(objekt.bilder)} alt="" className={classes.thumb} />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap={6}>
                        <Badge color={statusColor(objekt.status)} variant="light" data-testid="mine-status">
                          {statusLabel(objekt.status, lang)}
                        </Badge>
                        {objekt.istabgelaufen && (
                          <Badge color="red" variant="light">
                            {t('objekt.liste.expired')}
                          </Badge>
                        )}
                      </Group>
                      <Title order={2} size="h4" c="brand.9" lineClamp={2}>
                        {objektTexte(objekt, lang).name}
                      </Title>
                      <Group gap={8} c="gray.7">
                        <span className={classes.typeDot} style={{ background: objektartColor(objekt.objektart) }} />
                        <Text size="sm">
                          {objektartName(objekt.objektart, lang)} · {objekt.plz} {objekt.ort} (
                          {bezirkName(objekt.bezirk)})
                          {objekt.flaecheinqm !== null && ` · ${formatArea(objekt.flaecheinqm, lang)}`}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {objekt.objektnummer} · {t('objekt.field.geaendertam')}:{' '}
                        {changed.format(new Date(objekt.geaendertam))}
                      </Text>
                    </Stack>
                    <Group gap="xs" justify="flex-end" style={{ flex: 'none' }}>
                      <Button
                        component={Link}
                        to={`/${lang}/objekteditor/${objekt.id}`}
                        variant={objekt.status === STATUS.IN_PRUEFUNG ? 'default' : 'light'}
                        leftSection={<IconEdit size={16} aria-hidden />}
                        data-testid="mine-edit"
                      >
                        {t('objekt.liste.edit')}
                      </Button>
                      {primary && (
                        <Button onClick={() => setDialog({ objekt, action: primary })} data-testid={`mine-${primary}`}>
                          {t(`objekt.editor.actions.${primary}`)}
                        </Button>
                      )}
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button variant="subtle" px="xs" aria-label={t('objekt.liste.more')} data-testid="mine-more">
                            <IconDots size={18} />
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            component={Link}
                            to={`/${lang}/standortsuche/${objekt.id}`}
                            leftSection={<IconExternalLink size={16} />}
                          >
                            {t('objekt.liste.view')}
                          </Menu.Item>
                          {more.map((action) => (
                            <Menu.Item
                              key={action}
                              color={action === 'loeschen' ? 'red' : undefined}
                              onClick={() => setDialog({ objekt, action })}
                              data-testid={`mine-${action}`}
                            >
                              {t(`objekt.editor.actions.${action}`)}
                            </Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  </Flex>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Container>
      {dialog && (
        <ActionDialog
          target={{ id: dialog.objekt.id, name: objektTexte(dialog.objekt, lang).name, status: dialog.objekt.status }}
          action={dialog.action}
          rolle="owner"
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: ['objekt'] });
          }}
        />
      )}
    </>
  );
}
