import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../shared/domain/routes';
import { sammlungParam } from '../../../shared/domain/sammlung';
import { useLang } from '../../hooks/useLang';
import { useMerkliste } from '../../hooks/useMerkliste';

/** The header link to the collection being built; hidden while it is empty. */
export function SammlungIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { ids } = useMerkliste();
  if (ids.length === 0) return null;
  return (
    <Link
      to={routePath('standortsammlung', lang, { standortsammlungIds: sammlungParam(ids) })}
      className={className}
      data-testid="sammlung-indicator"
    >
      <IconFolder size={17} aria-hidden />
      {t('sammlung.indicator', { count: ids.length })}
    </Link>
  );
}
