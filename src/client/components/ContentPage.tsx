import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** An inner page with a header band and a readable text column. */
export function ContentPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container size="md" py={{ base: 40, md: 64 }}>
        {children}
      </Container>
    </>
  );
}
