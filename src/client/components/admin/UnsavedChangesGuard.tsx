import { Button, Group, Modal, Text } from '@mantine/core';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** The path without its language prefix: switching the language keeps the editor and its changes. */
const withoutLang = (pathname: string) => pathname.replace(/^\/(?:de|en)(?=\/|$)/, '');

/**
 * Spec 2: with unsaved changes the editor asks 'Zurück ohne Speichern?' — 'Bitte bestätigen oder
 * verwerfen Sie Ihre Änderungen.' before the app navigates away, and the browser asks before the tab is
 * closed or reloaded. `skip` lets the editor leave on purpose (after deleting the object).
 */
export function UnsavedChangesGuard({ dirty, skip }: { dirty: boolean; skip: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !skip.current && withoutLang(currentLocation.pathname) !== withoutLang(nextLocation.pathname),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (skip.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, skip]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('objekt.editor.leaveTitle')}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="leave-dialog"
    >
      <Text mb="lg">{t('objekt.editor.leaveText')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
          {t('objekt.editor.leaveStay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-discard">
          {t('objekt.editor.leaveDiscard')}
        </Button>
      </Group>
    </Modal>
  );
}
