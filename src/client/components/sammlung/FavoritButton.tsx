import { ActionIcon, Button, Loader, type MantineSize, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { favoritKey } from '../../../shared/domain/sammlung';
import { useToggleFavorit } from '../../data/sammlung';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { loginPath } from '../../lib/authPaths';

/**
 * Marks an object as favourite (stored on the server as objekt.{id}). Anonymous visitors are sent to the
 * login with `next` back to where they were.
 */
export function FavoritButton({
  objektId,
  compact = false,
  size,
}: {
  objektId: string;
  /** An icon with a tooltip instead of a labelled button (list rows). */
  compact?: boolean;
  /** Size of the labelled button (the map popup uses a small one). */
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isLoggedIn } = useSession();
  const toggle = useToggleFavorit();
  const active = user.favoriten?.includes(favoritKey(objektId)) ?? false;
  const label = active ? t('sammlung.favoritRemove') : t('sammlung.favoritAdd');

  const onClick = () => {
    if (toggle.isPending) return;
    if (!isLoggedIn) {
      navigate(loginPath(lang, location.pathname + location.search));
      return;
    }
    toggle.mutate(
      { objektId, on: !active },
      { onError: () => notifications.show({ color: 'red', message: t('error.connection') }) },
    );
  };

  // While saving, the button stays enabled (a disabled button would drop keyboard focus) and shows a spinner.
  const pending = toggle.isPending;
  const icon = pending ? (
    <Loader size={16} color="currentColor" />
  ) : active ? (
    <IconStarFilled size={18} />
  ) : (
    <IconStar size={18} />
  );
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant={active ? 'filled' : 'default'}
          color="yellow"
          aria-label={label}
          aria-pressed={active}
          aria-busy={pending}
          onClick={onClick}
          data-testid="favorit-toggle"
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant={active ? 'filled' : 'default'}
      color="yellow"
      // Dark text on the yellow fill: white on yellow falls short of WCAG AA contrast.
      c={active ? 'dark.9' : undefined}
      size={size}
      leftSection={icon}
      aria-pressed={active}
      aria-busy={pending}
      onClick={onClick}
      data-testid="favorit-toggle"
    >
      {label}
    </Button>
  );
}
