import { Anchor, Badge, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../shared/domain/routes';
import type { Glossar } from '../../../../shared/schemas/content';
import { RichText } from '../../../components/content/RichText';
import { useLang } from '../../../hooks/useLang';
import { titelOf } from '../../../lib/glossar';
import { GERMAN_ENDINGS, linkGlossarTerms, looksLikeHtml, textToHtml } from '../../../lib/glossarLinks';
import { sanitizeHtml } from '../../../lib/sanitize';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/**
 * One glossary entry: title (and the title in the other language), the description with the titles of
 * other entries linked to them, keywords, the further-information link and the 'see also' entries.
 */
export function GlossarDetail({ entry, all }: { entry: Glossar; all: readonly Glossar[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const raw = lang === 'en' ? entry.beschreibung_en : entry.beschreibung_de;
  const html = useMemo(() => {
    const clean = sanitizeHtml(looksLikeHtml(raw) ? raw : textToHtml(raw));
    const terms = all.map((e) => ({ id: e.id, term: titelOf(e, lang) }));
    return linkGlossarTerms(clean, terms, {
      selfId: entry.id,
      href: (id) => routePath('glossar', lang, { glossarId: id }),
      endings: lang === 'de' ? GERMAN_ENDINGS : ['s'],
    });
  }, [raw, all, entry.id, lang]);
  const seeAlso = entry.sieheauch.flatMap((id) => all.find((e) => e.id === id) ?? []);
  const keywords = lang === 'en' ? entry.keywords_en : entry.keywords_de;
  const otherTitle = lang === 'en' ? entry.titel_de : entry.titel_en;

  return (
    <Stack gap="lg" data-testid="glossar-detail">
      <div>
        <Title order={2} c="brand.9" id="glossar-detail-title" data-testid="glossar-detail-title">
          {titelOf(entry, lang)}
        </Title>
        {otherTitle && otherTitle !== titelOf(entry, lang) && (
          <Text c="gray.7" mt={4} lang={lang === 'en' ? 'de' : 'en'}>
            {t('glossar.detail.otherLang', { title: otherTitle })}
          </Text>
        )}
      </div>

      <RichText html={html} fz="md" />

      {keywords.length > 0 && (
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="petrol.8" mb={6} style={{ letterSpacing: '0.08em' }}>
            {t('glossar.detail.keywords')}
          </Text>
          <Group gap={6}>
            {keywords.map((k) => (
              <Badge key={k} variant="light" color="gray" radius="sm" tt="none" c="gray.8">
                {k}
              </Badge>
            ))}
          </Group>
        </div>
      )}

      {entry.link && (
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="petrol.8" mb={6} style={{ letterSpacing: '0.08em' }}>
            {t('glossar.detail.link')}
          </Text>
          <Anchor href={entry.link} target="_blank" rel="noopener noreferrer" fw={600}>
            <Group gap={6} component="span">
              {hostOf(entry.link)}
              <IconExternalLink size={16} aria-hidden />
            </Group>
            <VisuallyHidden component="span"> ({t('common.opensInNewTab')})</VisuallyHidden>
          </Anchor>
        </div>
      )}

      {seeAlso.length > 0 && (
        <nav aria-labelledby="glossar-see-also">
          <Text
            size="xs"
            fw={700}
            tt="uppercase"
            c="petrol.8"
            mb={6}
            style={{ letterSpacing: '0.08em' }}
            id="glossar-see-also"
          >
            {t('glossar.detail.seeAlso')}
          </Text>
          <List spacing={4} listStyleType="none" data-testid="see-also">
            {seeAlso.map((e) => (
              <List.Item key={e.id}>
                <Anchor
                  component={Link}
                  to={routePath('glossar', lang, { glossarId: e.id })}
                  preventScrollReset
                  fw={600}
                >
                  <Group gap={6} component="span">
                    <IconArrowRight size={16} aria-hidden />
                    {titelOf(e, lang)}
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </Stack>
  );
}
