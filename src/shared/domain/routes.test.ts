import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';
import {
  findSlug,
  parseLang,
  ROUTE_NAMES,
  redirectTarget,
  resolveRoute,
  routePath,
  type SlugEntry,
  slugForPath,
  slugTarget,
  switchLangPath,
  unknownPathTarget,
} from './routes';

describe('parseLang', () => {
  it('accepts de and en only', () => {
    expect(parseLang('de')).toBe('de');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang('DE')).toBeNull();
    expect(parseLang('')).toBeNull();
    expect(parseLang(undefined)).toBeNull();
  });
});

describe('resolveRoute', () => {
  it.each([
    ['/de/home', 'de', 'home', {}],
    ['/en/home/', 'en', 'home', {}],
    ['/de/foerderkompass', 'de', 'foerderkompass', {}],
    ['/en/foerderkompass/42', 'en', 'foerderkompass', { foerderId: '42' }],
    ['/de/kontakt', 'de', 'kontakt', {}],
    ['/de/nutzungsbedingungen', 'de', 'nutzungsbedingungen', {}],
    ['/de/datenschutz', 'de', 'datenschutz', {}],
    ['/de/glossar', 'de', 'glossar', {}],
    ['/de/glossar/7', 'de', 'glossar', { glossarId: '7' }],
    ['/de/wissen', 'de', 'wissen', {}],
    ['/en/wissen/12', 'en', 'wissen-detail', { wissenId: '12' }],
    ['/de/standortsuche', 'de', 'standortsuche', {}],
    ['/de/standortsuche/a1b2', 'de', 'detailansicht', { objektId: 'a1b2' }],
    ['/de/standortsammlung/1,2,3', 'de', 'standortsammlung', { standortsammlungIds: '1,2,3' }],
    ['/de/objekteditor/x9', 'de', 'objekteditor', { objektId: 'x9' }],
    ['/de/login', 'de', 'login', {}],
    ['/en/logout', 'en', 'logout', {}],
    ['/de/admin/liste', 'de', 'admin-liste', {}],
    ['/de/admin/objekt/neu', 'de', 'admin-objekt-neu', {}],
    ['/de/admin/objekt/abc', 'de', 'admin-objekt', { objektId: 'abc' }],
    ['/de/admin/benutzer', 'de', 'admin-benutzer', {}],
    ['/de/admin/karten', 'de', 'admin-karten', {}],
    ['/de/admin/themenlayer', 'de', 'admin-themenlayer', {}],
    ['/de/admin/glossar', 'de', 'admin-glossar', {}],
    ['/de/admin/glossar/3', 'de', 'admin-glossar', { id: '3' }],
    ['/de/admin/foerdermatrix/4', 'de', 'admin-foerdermatrix', { id: '4' }],
    ['/de/admin/statistik', 'de', 'admin-statistik', {}],
    ['/de/admin/urlmanagement', 'de', 'admin-urlmanagement', {}],
    ['/de/admin/kampagnen', 'de', 'admin-kampagnen', {}],
    ['/de/admin/kampagnen/neu', 'de', 'admin-kampagne-neu', {}],
    ['/de/admin/kampagnen/5', 'de', 'admin-kampagne', { id: '5' }],
    ['/statistik/panel', 'de', 'statistik-panel', {}],
  ])('%s → %s %s', (path, lang, name, params) => {
    expect(resolveRoute(path)).toEqual({ lang, name, params });
  });

  it('decodes parameters', () => {
    expect(resolveRoute('/de/glossar/Fl%C3%A4che')?.params).toEqual({ glossarId: 'Fläche' });
  });

  it.each([
    '/',
    '/home',
    '/fr/home',
    '/de',
    '/de/admin',
    '/de/meineimmobilien',
    '/de/RE-USE_Brachflaechenrecycling',
    '/de/home/extra',
    '/de/wissen/1/2',
  ])('%s is no screen', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });
});

describe('routePath', () => {
  it('builds paths from names and params', () => {
    expect(routePath('home', 'en')).toBe('/en/home');
    expect(routePath('wissen-detail', 'de', { wissenId: 7 })).toBe('/de/wissen/7');
    expect(routePath('foerderkompass', 'de')).toBe('/de/foerderkompass');
    expect(routePath('glossar', 'en', { glossarId: 'a b' })).toBe('/en/glossar/a%20b');
    expect(routePath('statistik-panel', 'en')).toBe('/statistik/panel');
    expect(() => routePath('detailansicht', 'de')).toThrow();
  });

  it('round-trips through resolveRoute for every route', () => {
    for (const name of ROUTE_NAMES) {
      const params = {
        foerderId: '1',
        glossarId: '2',
        wissenId: '3',
        objektId: 'o',
        standortsammlungIds: '4',
        id: '9',
      };
      const path = routePath(name, 'en', params);
      expect(resolveRoute(path)?.name, path).toBe(name);
    }
  });
});

describe('redirectTarget', () => {
  it('sends bare paths to the current language', () => {
    expect(redirectTarget('/', '', 'de')).toBe('/de/home');
    expect(redirectTarget('/', '', 'en')).toBe('/en/home');
    expect(redirectTarget('/foerderkompass', '', 'en')).toBe('/en/foerderkompass');
    expect(redirectTarget('/standortsuche', '?zoom=11', 'en')).toBe('/en/standortsuche?zoom=11');
    expect(redirectTarget('/wissen/', '', 'de')).toBe('/de/wissen');
  });

  it('sends /admin and /{lang}/admin to the object list', () => {
    expect(redirectTarget('/admin', '', 'en')).toBe('/en/admin/liste');
    expect(redirectTarget('/de/admin')).toBe('/de/admin/liste');
    expect(redirectTarget('/en/admin/')).toBe('/en/admin/liste');
  });

  it('sends a bare language to its home', () => {
    expect(redirectTarget('/en')).toBe('/en/home');
  });

  it('turns meineimmobilien into standortsuche with onlyProperties, keeping other parameters', () => {
    expect(redirectTarget('/de/meineimmobilien')).toBe('/de/standortsuche?onlyProperties=true');
    expect(redirectTarget('/en/meineimmobilien', '?zoom=12&center=16,48')).toBe(
      '/en/standortsuche?zoom=12&center=16%2C48&onlyProperties=true',
    );
    expect(redirectTarget('/de/meineimmobilien', '?onlyProperties=false&a=1')).toBe(
      '/de/standortsuche?onlyProperties=true&a=1',
    );
  });

  it('replaces a missing or unknown prefix by de', () => {
    expect(redirectTarget('/home', '', 'en')).toBe('/de/home');
    expect(redirectTarget('/glossar/5')).toBe('/de/glossar/5');
    expect(redirectTarget('/fr/glossar', '?q=1')).toBe('/de/glossar?q=1');
    expect(redirectTarget('/xx/wissen/3')).toBe('/de/wissen/3');
    expect(redirectTarget('/meineimmobilien', '?a=1')).toBe('/de/standortsuche?a=1&onlyProperties=true');
  });

  it('leaves screens and unknown paths alone', () => {
    expect(redirectTarget('/de/home')).toBeNull();
    expect(redirectTarget('/statistik/panel')).toBeNull();
    expect(redirectTarget('/de/RE-USE_Brachflaechenrecycling')).toBeNull();
    expect(redirectTarget('/RE-USE_Brachflaechenrecycling')).toBeNull();
    expect(redirectTarget('/de/nothing/here')).toBeNull();
  });
});

describe('switchLangPath', () => {
  it('swaps the prefix and keeps the rest', () => {
    expect(switchLangPath('/de/home', 'en')).toBe('/en/home');
    expect(switchLangPath('/en/standortsuche/abc', 'de')).toBe('/de/standortsuche/abc');
    expect(switchLangPath('/statistik/panel', 'en')).toBe('/statistik/panel');
    expect(switchLangPath('/', 'en')).toBe('/en');
  });
});

describe('URL shortcuts', () => {
  const slugs: SlugEntry[] = [
    {
      id: 1,
      title: 'RE-USE: Brachflächenrecycling',
      slug: 'RE-USE_Brachflaechenrecycling',
      path: '/de/wissen/12',
      description: 'Brachflächen',
    },
    { id: 2, title: 'Förderungen', slug: '/foerderung-digital/', path: 'foerderkompass/3', description: null },
  ];

  it('finds a shortcut by its path segment, with or without language prefix', () => {
    expect(findSlug(slugs, '/de/RE-USE_Brachflaechenrecycling')?.id).toBe(1);
    expect(findSlug(slugs, '/RE-USE_Brachflaechenrecycling')?.id).toBe(1);
    expect(findSlug(slugs, '/en/re-use_brachflaechenrecycling')?.id).toBe(1);
    expect(findSlug(slugs, '/en/foerderung-digital')?.id).toBe(2);
    expect(findSlug(slugs, '/de/unknown')).toBeNull();
    expect(findSlug(slugs, '/de')).toBeNull();
  });

  it('builds the target, adding the language when the stored path has none', () => {
    expect(slugTarget(slugs[0] as SlugEntry, 'en')).toBe('/de/wissen/12');
    expect(slugTarget(slugs[1] as SlugEntry, 'en')).toBe('/en/foerderkompass/3');
    expect(slugTarget({ id: 3, title: '', slug: 's', path: '/statistik/panel' }, 'en')).toBe('/statistik/panel');
    expect(slugTarget({ id: 4, title: '', slug: 's', path: 'standortsuche?zoom=11' }, 'de')).toBe(
      '/de/standortsuche?zoom=11',
    );
  });

  it('sends unknown paths to the shortcut or home', () => {
    expect(unknownPathTarget('/de/RE-USE_Brachflaechenrecycling', slugs)).toBe('/de/wissen/12');
    expect(unknownPathTarget('/en/whatever', slugs)).toBe('/en/home');
    expect(unknownPathTarget('/whatever', slugs, 'en')).toBe('/en/home');
    expect(unknownPathTarget('/whatever', [])).toBe('/de/home');
  });

  it('finds the entry that describes a target path', () => {
    expect(slugForPath(slugs, '/de/wissen/12')?.title).toBe('RE-USE: Brachflächenrecycling');
    expect(slugForPath(slugs, '/de/wissen/13')).toBeNull();
    expect(slugForPath(slugs, '/en/foerderkompass/3/')?.id).toBe(2);
  });
});

describe('pageMeta', () => {
  it('reads title and description from the catalogues', () => {
    expect(pageMeta('foerderkompass', 'de')).toEqual({
      title: 'Förderkompass | Standortportal Niederösterreich',
      description: expect.stringContaining('Förderprogrammen'),
    });
    expect(pageMeta('foerderkompass', 'en').title).toBe('Funding compass | Standortportal Niederösterreich');
    expect(pageMeta('home', 'de').title).toMatch(/^Standortportal Niederösterreich/);
  });

  it('has a title and description for every route in both languages', () => {
    for (const name of ROUTE_NAMES) {
      for (const lang of ['de', 'en'] as const) {
        const meta = pageMeta(name, lang);
        expect(meta.title.length, `${lang} ${name}`).toBeGreaterThan(5);
        expect(meta.description.length, `${lang} ${name}`).toBeGreaterThan(5);
      }
    }
  });
});
