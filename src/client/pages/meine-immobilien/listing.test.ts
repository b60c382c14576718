import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../shared/domain/objekt';
import { listingActions } from './listing';

describe('listingActions', () => {
  it('offers owners the step forward of each status and never more than the server allows', () => {
    expect(listingActions(STATUS.IN_BEARBEITUNG, 'owner')).toEqual({
      editable: true,
      primary: 'einreichen',
      more: ['loeschen'],
      duplicate: true,
    });
    expect(listingActions(STATUS.OHNE_LOGIN, 'owner')).toEqual({
      editable: true,
      primary: null,
      more: ['deaktivieren', 'loeschen'],
      duplicate: true,
    });
    expect(listingActions(STATUS.DEAKTIVIERT, 'owner')).toMatchObject({ primary: 'aktivieren', more: ['loeschen'] });
  });

  it('leaves a listing under review read-only with only the copy, and a hidden one without actions', () => {
    expect(listingActions(STATUS.IN_PRUEFUNG, 'owner')).toEqual({
      editable: false,
      primary: null,
      more: [],
      duplicate: true,
    });
    expect(listingActions(STATUS.NICHT_ANZEIGEN, 'owner')).toEqual({
      editable: false,
      primary: null,
      more: [],
      duplicate: false,
    });
    expect(listingActions(123, 'owner').duplicate).toBe(false);
  });
});
