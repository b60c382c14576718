import { Container, Stack } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import type { Kampagne } from '../../../../shared/schemas/content';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { GermanOnlyNote } from '../../../components/feedback/GermanOnlyNote';
import { useObjekteByIds } from '../../../data/sammlung';
import { type KampagneSection, kampagneSections } from '../../../lib/kampagneSections';
import classes from '../WissenDetail.module.css';
import { KopfBand, Modul0 } from './Kopf';
import { LinkedObjekte } from './LinkedObjekte';
import { Downloads, ModulBlock, News, Veranstaltungen } from './Sections';

/**
 * A know-how article: its sections in the order of modulsort, followed by its linked objects. The
 * article page renders it for a stored campaign; the campaign editor's preview renders it for the
 * unsaved form values — one component, so the preview shows exactly what /wissen/{id} will show.
 */
const NONE: Objekt[] = [];

export function KampagneArticle({ kampagne }: { kampagne: Kampagne }) {
  const wantsObjekte = kampagne.objekte.length > 0;
  // The linked objects the visitor may see, in the campaign's order.
  const objekte = useObjekteByIds(kampagne.objekte);
  const linked = objekte.data ?? NONE;
  // The offline map has no place names of its own: each marker carries its place.
  const mapItems = useMemo(() => linked.map((o) => ({ id: o.id, standort: o.standort, label: o.ort })), [linked]);
  const sections = useMemo(() => kampagneSections(kampagne), [kampagne]);

  const mapInKopf = kampagne.modul0anzeige && kampagne.modul0textposition === 'karte' && linked.length > 0;
  const render = (section: KampagneSection) => {
    switch (section.kind) {
      case 'kopf':
        return (
          <>
            <KopfBand kampagne={kampagne} />
            <Container>
              <Stack gap="lg">
                <GermanOnlyNote />
                {kampagne.modul0anzeige && <Modul0 kampagne={kampagne} mapItems={mapItems} />}
              </Stack>
            </Container>
          </>
        );
      case 'modul':
        return (
          <Container>
            <ModulBlock section={section} />
          </Container>
        );
      case 'veranstaltungen':
        return (
          <Container>
            <Veranstaltungen text={section.text} />
          </Container>
        );
      case 'news':
        return (
          <Container>
            <News text={section.text} />
          </Container>
        );
      case 'downloads':
        return (
          <Container>
            <Downloads files={section.files} />
          </Container>
        );
    }
  };

  return (
    <article className={classes.article} data-testid="article" data-kampagne-id={kampagne.id}>
      {sections.map((section) => (
        <Fragment key={section.kind === 'modul' ? `modul-${section.n}` : section.kind}>{render(section)}</Fragment>
      ))}
      {linked.length > 0 && (
        <Container>
          <LinkedObjekte objekte={linked} mapItems={mapItems} icon={kampagne.objekticon} withMap={!mapInKopf} />
        </Container>
      )}
      {objekte.isError && wantsObjekte && (
        <Container>
          <ErrorState error={objekte.error} onRetry={() => void objekte.refetch()} />
        </Container>
      )}
    </article>
  );
}
