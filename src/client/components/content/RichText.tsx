import { Typography, type TypographyProps } from '@mantine/core';
import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';
import classes from './RichText.module.css';

/**
 * Rich text from the database as HTML. `html` must already be sanitised (lib/sanitize); links inside it
 * that stay in the portal navigate in the app instead of reloading the page.
 */
export function RichText({ html, ...props }: { html: string } & Omit<TypographyProps, 'children'>) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href, { preventScrollReset: anchor.hasAttribute('data-glossar-id') });
    },
    [navigate],
  );
  return (
    <Typography
      {...props}
      className={[classes.root, props.className].filter(Boolean).join(' ')}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify before it gets here
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
