import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LegalText = 'imprint' | 'terms' | 'privacy';

/** The sections (heading + paragraph) of a legal text from the catalogue, in catalogue order. */
export function LegalSections({ text, headingOrder = 3 }: { text: LegalText; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const sections = t(`overlay.${text}.sections`, { returnObjects: true }) as Record<
    string,
    { heading: string; body: string }
  >;
  return (
    <Stack gap="lg">
      {Object.entries(sections).map(([key, section]) => (
        <section key={key}>
          <Title order={headingOrder} size="h4" mb={6} c="brand.9">
            {section.heading}
          </Title>
          <Text c="gray.8">{section.body}</Text>
        </section>
      ))}
    </Stack>
  );
}
