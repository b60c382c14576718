import { describe, expect, it } from 'vitest';
import type { ImportBericht } from '../../shared/domain/openimmo';
import { importBerichtMail } from './import-mail';

const action = { label: 'Meine Immobilien', url: 'https://portal.example.at/de/meine-immobilien' };

describe("the broker's import report mail", () => {
  it('tells the counts and each refused object with its reason in the broker’s language', () => {
    const bericht: ImportBericht = {
      created: 2,
      changed: 1,
      unchanged: 7,
      deactivated: 1,
      refused: [
        { obid: 'OB-9', reason: 'outsideRegion', detail: '80331 München' },
        { obid: '', reason: 'missingKey' },
        { obid: 'OB-3', reason: 'invalidField', detail: 'polygon: error.polygonRequired' },
      ],
      incomplete: [{ obid: 'OB-4', objekt: 'a1b2', detail: 'uebersetzung.objektname_en: error.translationRequired' }],
    };
    const de = importBerichtMail('de', 'makler@example.at', 'feed.zip', bericht, action);
    expect(de.subject).toBe('OpenImmo-Import: feed.zip');
    expect(de.text).toContain('Neu: 2\nGeändert: 1\nUnverändert: 7\nDeaktiviert: 1\nAbgelehnt: 3');
    expect(de.text).toContain('OB-9: Lage außerhalb Niederösterreichs oder nicht bestimmbar (80331 München)');
    expect(de.text).toContain('–: Ohne openimmo_obid und objektnr_extern');
    expect(de.text).toContain('(polygon: Für Grundstücke ist ein Grundstücksumriss erforderlich.)');
    expect(de.text).toContain(
      'In Bearbeitung belassen – bitte im Objekteditor ergänzen und einreichen:\nOB-4: uebersetzung.objektname_en: Die englische Übersetzung ist erforderlich',
    );
    expect(de.links).toEqual([action.url]);
    const en = importBerichtMail('en', 'makler@example.at', 'feed.zip', bericht, action);
    expect(en.text).toContain('New: 2\nChanged: 1\nUnchanged: 7\nDeactivated: 1\nRefused: 3');
    expect(en.text).toContain('(polygon: A plot outline is required for plots of land.)');
    expect(en.html).toContain('OB-9: Location outside Lower Austria or not determinable (80331 München)');
  });

  it('lists at most 50 refusals and counts the rest, escaping what the feed wrote', () => {
    const refused = Array.from({ length: 60 }, (_, i) => ({ obid: `<b>${i}</b>`, reason: 'notCommercial' as const }));
    const mail = importBerichtMail(
      'en',
      'makler@example.at',
      'a<b>.xml',
      { created: 0, changed: 0, unchanged: 0, deactivated: 0, refused, incomplete: [] },
      action,
    );
    expect(mail.text).toContain('<b>49</b>: Not commercial');
    expect(mail.text).not.toContain('<b>50</b>:');
    expect(mail.text).toContain('… and 10 more');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;49&lt;/b&gt;');
  });
});
