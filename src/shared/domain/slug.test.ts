import { describe, expect, it } from 'vitest';
import { SLUG_MESSAGES, slugProblem, slugTargetRoute } from './slug';

describe('URL-management rules', () => {
  it('accepts shortcuts that no portal path takes, and a page’s own meta entry', () => {
    expect(slugProblem('foerderung', '/de/foerderkompass')).toBeNull();
    expect(slugProblem('/RE-USE_Brachflaechenrecycling/', '/de/wissen/3')).toBeNull();
    expect(slugProblem('kampagne/herbst', '/de/home')).toBeNull();
    expect(slugProblem('de/wissen', '/de/wissen')).toBeNull();
  });

  it.each([
    ['glossar', SLUG_MESSAGES.slugShadowsRoute],
    ['home', SLUG_MESSAGES.slugShadowsRoute],
    ['admin', SLUG_MESSAGES.slugShadowsRoute],
    ['meineimmobilien', SLUG_MESSAGES.slugShadowsRoute],
    ['fr/glossar', SLUG_MESSAGES.slugShadowsRoute],
    ['api/objekt', SLUG_MESSAGES.slugReserved],
    ['bilder', SLUG_MESSAGES.slugReserved],
    ['de/anders', SLUG_MESSAGES.slugLang],
    ['seite.html', SLUG_MESSAGES.slugFormat],
    ['mit leerzeichen', SLUG_MESSAGES.slugFormat],
  ])('refuses the slug %s', (slug, message) => {
    expect(slugProblem(slug, '/de/home')).toBe(message);
  });

  it('resolves targets to portal screens, with or without language prefix and query', () => {
    expect(slugTargetRoute('/de/wissen/12')).toMatchObject({ name: 'wissen-detail', params: { wissenId: '12' } });
    expect(slugTargetRoute('/foerderkompass')).toMatchObject({ name: 'foerderkompass', lang: 'de' });
    expect(slugTargetRoute('/en/standortsuche?onlyProperties=true')?.name).toBe('standortsuche');
    expect(slugTargetRoute('/statistik/panel')?.name).toBe('statistik-panel');
    expect(slugTargetRoute('/de/gibtsnicht')).toBeNull();
    expect(slugTargetRoute('/fr/home')).toBeNull();
    expect(slugTargetRoute('de/home')).toBeNull();
  });
});
