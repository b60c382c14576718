import { describe, expect, it } from 'vitest';
import { activeAdminItem, adminNav } from './adminNav';

describe('adminNav', () => {
  const groups = adminNav('de');

  it('has the seven groups of spec 2 in order', () => {
    expect(groups.map((g) => g.key)).toEqual([
      'administration',
      'manage',
      'data',
      'dataMaintenance',
      'system',
      'standingData',
      'users',
    ]);
  });

  it('marks the list of an editor and nothing for an unrelated path', () => {
    expect(activeAdminItem(groups, '/de/admin/glossar/12')).toBe('glossar');
    expect(activeAdminItem(groups, '/de/admin/kampagnen/neu')).toBe('kampagnen');
    expect(activeAdminItem(groups, '/de/admin/objekt/neu')).toBe('objektNeu');
    expect(activeAdminItem(groups, '/de/admin/objekt/0b9c')).toBeNull();
    expect(activeAdminItem(groups, '/de/admin/listenansicht')).toBeNull();
  });

  it('keeps the language in every app link', () => {
    const en = adminNav('en').flatMap((g) => g.items.filter((i) => !i.external && i.to.startsWith('/en/')));
    expect(en.map((i) => i.key)).toContain('benutzer');
  });
});
