import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../Editor.module.css';

/** One titled card of the editor; `id` is the anchor the section navigation jumps to. */
export function EditorSection({
  id,
  title,
  icon,
  description,
  aside,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description?: string;
  /** Controls beside the title (e.g. the translations toggle). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      id={`section-${id}`}
      aria-labelledby={`section-${id}-title`}
      className={classes.section}
      data-testid={`section-${id}`}
    >
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} size="h4" c="brand.9" id={`section-${id}-title`}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            )}
          </div>
        </Group>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
