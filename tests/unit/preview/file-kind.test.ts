import { describe, expect, it } from 'vitest';
import { viewerKind } from '@/features/preview/file-kind';
import { backendPath, fileNameOf } from '@/features/preview/file-address';

describe('which viewer opens a file', () => {
  it('goes by the extension, whatever the server called the type', () => {
    expect(viewerKind('教学设计.PDF', 'application/octet-stream')).toBe('pdf');
    expect(viewerKind('讲义.docx')).toBe('docx');
    expect(viewerKind('记录表.xlsx')).toBe('xlsx');
    expect(viewerKind('图.png')).toBe('image');
    expect(viewerKind('图.jpeg')).toBe('image');
    expect(viewerKind('视频.mp4')).toBe('video');
    expect(viewerKind('提示音.wav')).toBe('audio');
    expect(viewerKind('材料.txt')).toBe('text');
  });

  it('falls back to the content type for a name without a known extension', () => {
    expect(viewerKind('scan', 'application/pdf')).toBe('pdf');
    expect(viewerKind('photo', 'image/webp')).toBe('image');
    expect(viewerKind('clip', 'video/mp4')).toBe('video');
    expect(viewerKind('notes', 'text/plain; charset=utf-8')).toBe('text');
  });

  it('leaves other types (zip, legacy Office, unknown) to the details view', () => {
    expect(viewerKind('教具清单.zip', 'application/zip')).toBe('other');
    expect(viewerKind('旧讲义.doc', 'application/msword')).toBe('other');
    expect(viewerKind('旧表.xls', 'application/vnd.ms-excel')).toBe('other');
    expect(viewerKind('noextension', '')).toBe('other');
    // A video type that browsers do not play inline is not offered as video.
    expect(viewerKind('clip', 'video/x-msvideo')).toBe('other');
  });
});

describe('which addresses /fileView opens', () => {
  it('accepts this site’s backend files, relative or absolute, and gives their path below the base', () => {
    expect(backendPath('/csp/system/oss/file/90001/a.pdf')).toBe('/system/oss/file/90001/a.pdf');
    expect(backendPath(`${window.location.origin}/csp/system/oss/file/5/b.png?v=2`)).toBe(
      '/system/oss/file/5/b.png?v=2',
    );
  });

  it('refuses other sites, other paths on this site, and scripts', () => {
    expect(backendPath('https://example.com/csp/system/oss/file/1/a.pdf')).toBeNull();
    expect(backendPath('//example.com/csp/a.pdf')).toBeNull();
    expect(backendPath('/assets/index.js')).toBeNull();
    expect(backendPath('/csp/../index.html')).toBeNull();
    expect(backendPath('/cspx/a.pdf')).toBeNull();
    expect(backendPath('javascript:alert(1)')).toBeNull();
  });

  it('reads the file name from the address when the link gave none', () => {
    expect(fileNameOf('/system/oss/file/90001/%E6%95%99%E5%AD%A6.pdf')).toBe('教学.pdf');
    expect(fileNameOf('/system/oss/file/1/bad%E0.txt')).toBe('bad%E0.txt');
  });
});
