import { Badge, Button, Flex, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconEdit,
  IconEye,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea, formatDate } from '../../../../shared/domain/format';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { useLang } from '../../../hooks/useLang';
import {
  bezirkName,
  objektartColor,
  objektartName,
  objektTexte,
  statusColor,
  statusLabel,
  thumbnailUrl,
} from '../../../lib/objektText';
import { type CardDialogAktion, hasPendingChange, isOnline, type ListingActions } from '../listing';
import classes from '../MeineImmobilien.module.css';
import { ListingStatistik } from './ListingStatistik';

const ICONS: Record<CardDialogAktion, ReactNode> = {
  einreichen: <IconSend size={16} aria-hidden />,
  aktivieren: <IconPlayerPlay size={16} aria-hidden />,
  deaktivieren: <IconPlayerPause size={16} aria-hidden />,
  loeschen: <IconTrash size={16} aria-hidden />,
};

/**
 * One own listing: picture, status (with 'expired' and a pending change), type and place, number, expiry
 * date and last change, the actions its status allows (`actions`, from the transition table) and its
 * figures (views, exposés, favourites, collections: ListingStatistik).
 */
export function ListingCard({
  objekt,
  actions,
  editPath,
  duplicating,
  onAction,
  onDuplicate,
  children,
}: {
  objekt: Objekt;
  actions: ListingActions;
  editPath: string;
  duplicating: boolean;
  onAction: (action: CardDialogAktion) => void;
  onDuplicate: () => void;
  /** Shown below the listing inside its card (its enquiries). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const date = (value: string) => formatDate(value, lang);
  const name = objektTexte(objekt, lang).name;
  const online = isOnline(objekt);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      data-testid="mine-item"
      data-id={objekt.id}
      data-status={objekt.status}
    >
      <Flex wrap={{ base: 'wrap', md: 'nowrap' }} gap="md" align={{ base: 'flex-start', md: 'center' }}>
        <img src={thumbnailUrl(objekt.bilder)} alt="" className={classes.thumb} />
        <Stack gap={6} className={classes.body}>
          <Group gap={6}>
            <Badge color={statusColor(objekt.status)} variant="light" data-testid="mine-status">
              {statusLabel(objekt.status, lang)}
            </Badge>
            {hasPendingChange(objekt) && (
              <Badge color="gold" variant="filled" data-testid="mine-pending">
                {t('objekt.liste.pendingChange')}
              </Badge>
            )}
            {objekt.istabgelaufen && (
              <Badge color="red" variant="filled" data-testid="mine-expired">
                {t('objekt.liste.expired')}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h4" c="brand.9" lineClamp={2}>
            {name}
          </Title>
          <Group gap={8} c="gray.7" wrap="nowrap" align="flex-start">
            <span className={classes.typeDot} style={{ background: objektartColor(objekt.objektart) }} />
            <Text size="sm">
              {objektartName(objekt.objektart, lang)} · {objekt.plz} {objekt.ort}
              {/* A draft may have no district yet: no empty brackets then. */}
              {objekt.bezirk && ` (${bezirkName(objekt.bezirk)})`}
              {objekt.flaecheinqm !== null && ` · ${formatArea(objekt.flaecheinqm, lang)}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" className={classes.meta}>
            <span>{objekt.objektnummer}</span>
            {objekt.ablaufdatum && (
              <span data-testid="mine-expiry">
                {objekt.istabgelaufen
                  ? t('objekt.liste.expiredOn', { date: date(objekt.ablaufdatum) })
                  : t('objekt.liste.expiresOn', { date: date(objekt.ablaufdatum) })}
              </span>
            )}
            <span data-testid="mine-changed">{t('objekt.liste.changedOn', { date: date(objekt.geaendertam) })}</span>
          </Text>
        </Stack>
        <Group gap="xs" className={classes.actions}>
          <Button
            component={Link}
            to={editPath}
            variant={actions.editable ? 'light' : 'default'}
            leftSection={actions.editable ? <IconEdit size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            data-testid="mine-edit"
          >
            {actions.editable ? t('objekt.liste.edit') : t('objekt.liste.view')}
          </Button>
          {actions.primary && (
            <Button
              onClick={() => onAction(actions.primary as CardDialogAktion)}
              leftSection={ICONS[actions.primary]}
              data-testid={`mine-${actions.primary}`}
            >
              {t(`objekt.editor.actions.${actions.primary}`)}
            </Button>
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" px="xs" aria-label={t('objekt.liste.moreFor', { name })} data-testid="mine-more">
                <IconDots size={18} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={`/${lang}/standortsuche/${objekt.id}`}
                leftSection={<IconEye size={16} aria-hidden />}
                data-testid="mine-detail"
              >
                {online ? t('objekt.liste.openDetail') : t('objekt.liste.preview')}
              </Menu.Item>
              {actions.duplicate && (
                <Menu.Item
                  leftSection={<IconCopy size={16} aria-hidden />}
                  onClick={onDuplicate}
                  disabled={duplicating}
                  data-testid="mine-duplizieren"
                >
                  {t('objekt.liste.duplizieren')}
                </Menu.Item>
              )}
              {actions.more.map((action) => (
                <Menu.Item
                  key={action}
                  color={action === 'loeschen' ? 'red' : undefined}
                  leftSection={ICONS[action]}
                  onClick={() => onAction(action)}
                  data-testid={`mine-${action}`}
                >
                  {t(`objekt.editor.actions.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Flex>
      <ListingStatistik objektId={objekt.id} />
      {children}
    </Paper>
  );
}
