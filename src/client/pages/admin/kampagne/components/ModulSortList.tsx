import { ActionIcon, Badge, Group, Input, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeModulsort, type ModulsortToken } from '../../../../../shared/domain/modulsort';
import { useErrorText } from '../../../../hooks/useFormText';
import type { KampagneForm } from './types';

/** Moves the item at `from` to `to` (a new array). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

/** Whether a section of the order is switched on in the form (a switched-off one is skipped by the article). */
function isOn(form: KampagneForm, token: ModulsortToken): boolean {
  const v = form.values;
  switch (token) {
    case 'K':
      return true;
    case 'V':
      return v.veranstaltungenanzeige;
    case 'N':
      return v.newsanzeige;
    case 'D':
      return v.downloadsanzeige;
    default:
      return v[`modul${token}anzeige`];
  }
}

/**
 * The order of the article's sections (modulsort): drag a row by its handle, or move it with the
 * arrow buttons (keyboard and screen readers); each move is announced.
 */
export function ModulSortList({ form }: { form: KampagneForm }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const order = completeModulsort(form.values.modulsort);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const name = (token: ModulsortToken) => t(`admin.kampagnen.modulsort.${token}`);

  const setOrder = (from: number, to: number) => {
    const next = move(order, from, to);
    form.setFieldValue('modulsort', next.join(','));
    const token = order[from];
    if (token) setAnnouncement(t('admin.kampagnen.modulsort.moved', { name: name(token), position: to + 1 }));
  };

  return (
    <Input.Wrapper
      label={t('admin.kampagnen.fields.modulsort')}
      description={t('admin.kampagnen.hints.modulsort')}
      error={errorText(form.errors.modulsort)}
      labelElement="div"
    >
      <Stack gap={6} mt="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="modulsort-list">
        {order.map((token, index) => (
          <Paper
            key={token}
            component="li"
            withBorder
            radius="md"
            px="sm"
            py={6}
            draggable
            onDragStart={(e) => {
              setDragged(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', token);
            }}
            onDragOver={(e) => {
              if (dragged === null) return;
              e.preventDefault();
              setOver(index);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null) setOrder(dragged, index);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            style={{
              cursor: 'grab',
              opacity: dragged === index ? 0.5 : 1,
              borderColor: over === index && dragged !== index ? 'var(--mantine-color-petrol-6)' : undefined,
            }}
            data-testid="modulsort-item"
            data-token={token}
          >
            <Group gap="sm" wrap="nowrap">
              <IconGripVertical size={18} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text fw={600} size="sm" w={28} c="dimmed">
                {index + 1}.
              </Text>
              <Text size="sm" style={{ flex: 1 }}>
                {name(token)}
              </Text>
              {!isOn(form, token) && (
                <Badge size="sm" variant="light" color="gray">
                  {t('admin.kampagnen.modulsort.off')}
                </Badge>
              )}
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                onClick={() => setOrder(index, index - 1)}
                aria-label={t('admin.kampagnen.modulsort.up', { name: name(token) })}
                data-testid={`modulsort-up-${token}`}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === order.length - 1}
                onClick={() => setOrder(index, index + 1)}
                aria-label={t('admin.kampagnen.modulsort.down', { name: name(token) })}
                data-testid={`modulsort-down-${token}`}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Input.Wrapper>
  );
}
