import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../shared/domain/upload';
import { ApiError } from '../../../data/client';
import { moveItem, parseUploadResponse, precheck } from './upload';

describe('upload helpers', () => {
  it('prechecks size (< 50 MB) and type (images and PDF)', () => {
    expect(precheck({ size: 1000, type: 'image/png' })).toBeNull();
    expect(precheck({ size: 1000, type: 'application/pdf' })).toBeNull();
    expect(precheck({ size: 1000, type: '' })).toBeNull();
    expect(precheck({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' })).toBe('fileTooLarge');
    expect(precheck({ size: 50 * 1024 * 1024, type: 'image/png' })).toBe('fileTooLarge');
    expect(precheck({ size: 10, type: 'application/x-msdownload' })).toBe('unsupportedFileType');
    expect(precheck({ size: 10, type: 'image/svg+xml' })).toBe('unsupportedFileType');
  });

  it('parses the stored file and the server error codes', () => {
    const bild = {
      msid: 'm',
      id: 'i',
      mimetype: 'image/webp',
      s3filename: 'f.webp',
      width: 10,
      height: 5,
      crmfilename: 'halle.webp',
      titel: null,
    };
    expect(parseUploadResponse(201, JSON.stringify(bild))).toEqual(bild);
    const refused = (status: number, text: string) => () => parseUploadResponse(status, text);
    const withCode = (code: string) => expect.objectContaining({ code });
    const answer = JSON.stringify({ error: { code: 'unsupportedFileType', message: 'no' } });
    expect(refused(415, answer)).toThrow(ApiError);
    expect(refused(415, answer)).toThrow(withCode('unsupportedFileType'));
    expect(refused(413, '<html>too large</html>')).toThrow(withCode('fileTooLarge'));
    expect(refused(0, '')).toThrow(withCode('network'));
    expect(refused(201, '{}')).toThrow(withCode('invalidResponse'));
  });

  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
