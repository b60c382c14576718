import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 1: 'feature being revised, available again in a few days'. */
export function FeatureRevisedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="gold"
      variant="light"
      radius="lg"
      icon={<IconTools size={22} />}
      title={t('common.featureRevised.title')}
      styles={{ root: { border: '1px solid var(--mantine-color-gold-3)' }, message: { color: '#3d2f00' } }}
    >
      {t('common.featureRevised.text')}
    </Alert>
  );
}
