import { Alert } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/useLang';

/** Spec 1: know-how content is German only; English visitors see a note saying so. */
export function GermanOnlyNote() {
  const { t } = useTranslation();
  if (useLang() !== 'en') return null;
  return (
    <Alert color="brand" variant="light" radius="md" icon={<IconLanguage size={20} />} py="xs">
      {t('knowhow.germanOnly')}
    </Alert>
  );
}
