import { describe, expect, it } from 'vitest';
import { STATUS, STATUS_CODES } from './objekt';
import { availableActions, transition } from './status';

const { IN_BEARBEITUNG, NICHT_ANZEIGEN, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT, IN_PRUEFUNG } = STATUS;

describe('status transitions (spec 4)', () => {
  it('lets owners submit an object in progress for review, and only copy it while it is under review', () => {
    expect(transition('einreichen', IN_BEARBEITUNG, 'owner')).toBe(IN_PRUEFUNG);
    expect(availableActions(IN_PRUEFUNG, 'owner')).toEqual(['duplizieren']);
    expect(transition('speichern', IN_PRUEFUNG, 'owner')).toBeNull();
  });

  it('keeps release and rejection with the agency', () => {
    expect(transition('freigeben', IN_PRUEFUNG, 'owner')).toBeNull();
    expect(transition('freigeben', IN_PRUEFUNG, 'admin')).toBe(MIT_LOGIN);
    expect(transition('freigeben', IN_PRUEFUNG, 'admin', OHNE_LOGIN)).toBe(OHNE_LOGIN);
    expect(transition('freigeben', IN_PRUEFUNG, 'admin', ENTWURF)).toBeNull();
    expect(transition('ablehnen', IN_PRUEFUNG, 'admin')).toBe(IN_BEARBEITUNG);
    expect(transition('freigeben', ENTWURF, 'admin')).toBeNull();
  });

  it('deactivates released objects and sends owners back through review on activation', () => {
    expect(transition('deaktivieren', OHNE_LOGIN, 'owner')).toBe(DEAKTIVIERT);
    expect(transition('deaktivieren', IN_BEARBEITUNG, 'owner')).toBeNull();
    expect(transition('aktivieren', DEAKTIVIERT, 'owner')).toBe(IN_PRUEFUNG);
    expect(transition('aktivieren', DEAKTIVIERT, 'admin', OHNE_LOGIN)).toBe(OHNE_LOGIN);
  });

  it('keeps hidden objects away from owners but lets the agency set any status', () => {
    expect(availableActions(NICHT_ANZEIGEN, 'owner')).toEqual([]);
    for (const from of STATUS_CODES) {
      for (const to of STATUS_CODES) expect(transition('statusSetzen', from, 'admin', to)).toBe(to);
      expect(transition('statusSetzen', from, 'owner', from)).toBeNull();
    }
  });

  it('copies any listing as a new one in progress, but not one the agency has hidden', () => {
    for (const from of [IN_BEARBEITUNG, ENTWURF, MIT_LOGIN, OHNE_LOGIN, DEAKTIVIERT, IN_PRUEFUNG]) {
      expect(transition('duplizieren', from, 'owner')).toBe(IN_BEARBEITUNG);
    }
    expect(transition('duplizieren', NICHT_ANZEIGEN, 'owner')).toBeNull();
    expect(transition('duplizieren', NICHT_ANZEIGEN, 'admin')).toBe(IN_BEARBEITUNG);
  });

  it('does not let owners delete an object under review', () => {
    expect(transition('loeschen', IN_PRUEFUNG, 'owner')).toBeNull();
    expect(transition('loeschen', IN_PRUEFUNG, 'admin')).toBe(IN_PRUEFUNG);
  });
});
