import { REVALIDATED_FILES } from './publishedFiles';
import { PAGE_DOCUMENTS, pageDocumentOf } from './pageDocuments';

describe('the document each page is sent', () => {
  it('is the frame of the public map, the landing page, a page rendered at build, or the bare frame', () => {
    expect(pageDocumentOf('/')).toBe('index.html');
    expect(pageDocumentOf('/login')).toBe('login.html');
    expect(pageDocumentOf('/changelog')).toBe('changelog.html');
    expect(pageDocumentOf('/support')).toBe('support.html');
    expect(pageDocumentOf('/facility-pages/37')).toBe('app.html');
    expect(pageDocumentOf('/auth/callback')).toBe('app.html');
  });

  it('is revalidated on every load', () => {
    for (const document of Object.values(PAGE_DOCUMENTS)) {
      expect(REVALIDATED_FILES).toContain(document);
    }
  });
});
