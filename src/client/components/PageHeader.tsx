import { Badge, Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

/** The band at the top of an inner page: optional badge, the page's h1 and a lead sentence. */
export function PageHeader({
  title,
  lead,
  badge,
  children,
}: {
  title: string;
  lead?: string;
  badge?: string;
  children?: ReactNode;
}) {
  return (
    <Box className={classes.band}>
      <Container className={classes.inner}>
        {badge && (
          <Badge color="gold.4" variant="filled" radius="sm" mb="sm">
            {badge}
          </Badge>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && (
          <Text size="lg" className={classes.lead}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
