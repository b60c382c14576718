import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Header.module.css';

/**
 * 'My portal' in the top bar: the target of the user menu, and what stands in its place (same size, so
 * nothing moves) while the menu's code loads.
 */
export function UserMenuButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton className={classes.topLink} data-testid="user-menu" {...props}>
      <IconUserCircle size={17} aria-hidden />
      {t('nav.myPortal')}
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
}
