import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokenLinks, repositoryFiles } from './brokenLinks';
import { headingAnchors, linksIn } from './markdownLinks';

const WORKSPACE = path.resolve(__dirname, '../../..');

describe("the workspace's markdown", () => {
  it('links only to files of the repository, and to headings they have', () => {
    expect(brokenLinks(WORKSPACE, repositoryFiles(WORKSPACE))).toEqual([]);
  });
});

describe('finding broken links', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-links-'));
  const root = path.join(work, 'repository');
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  /**
   * Writes the files of a repository, the `ignored` ones (empty) beside them but unlisted, and
   * `outside.md` above it; then checks the listed files' links.
   */
  function check(files: Record<string, string>, ignored: string[] = []) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.writeFileSync(path.join(work, 'outside.md'), '# Outside\n');
    const written = { ...files, ...Object.fromEntries(ignored.map((file) => [file, ''])) };
    for (const [file, text] of Object.entries(written)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return brokenLinks(root, Object.keys(files));
  }

  it('reports a link to a file that is not there, with its line', () => {
    expect(check({ 'README.md': '# Title\n\nSee [the guide](docs/guide.md).\n' })).toEqual([
      {
        file: 'README.md',
        line: 3,
        target: 'docs/guide.md',
        reason: 'leads to no file of the repository',
      },
    ]);
  });

  it('reports a link out of the repository, though the file is there on this machine', () => {
    expect(check({ 'docs/page.md': '[spec](../../outside.md)\n' })).toEqual([
      {
        file: 'docs/page.md',
        line: 1,
        target: '../../outside.md',
        reason: 'leads out of the repository',
      },
    ]);
  });

  it('reports a link to a file a clone does not hold (ignored, or built)', () => {
    expect(check({ 'README.md': '[data](.data/pglite/x)\n' }, ['.data/pglite/x'])).toEqual([
      expect.objectContaining({ target: '.data/pglite/x' }),
    ]);
  });

  it('follows links between folders, to folders, and to the headings of a page', () => {
    const files = {
      'README.md': '[ops](docs/operating/) [deploy](docs/operating/deploying.md#nginx)\n',
      'docs/operating/deploying.md':
        '# Deploying\n\n## nginx\n\n[back](../../README.md) [here](#deploying)\n',
      'docs/operating/README.md': '[config](./deploying.md) ![logo](../../logo.svg)\n',
      'logo.svg': '<svg/>',
    };
    expect(check(files)).toEqual([]);
  });

  it('reports a heading the page does not have', () => {
    expect(
      check({ 'a.md': '# A\n\n[b](b.md#nope) [self](#a-1)\n', 'b.md': '# B\n' }).map(
        ({ target, reason }) => [target, reason],
      ),
    ).toEqual([
      ['b.md#nope', 'b.md has no heading with the anchor #nope'],
      ['#a-1', 'a.md has no heading with the anchor #a-1'],
    ]);
  });

  it('leaves web addresses to the web', () => {
    expect(check({ 'a.md': '[w](https://example.org/x.md) [m](mailto:it@example.org)\n' })).toEqual(
      [],
    );
  });
});

describe('reading markdown', () => {
  it('finds inline links, images and reference definitions, not links shown as code', () => {
    const markdown = [
      'Read [a](a.md "A") and ![b](<b.png>).',
      '`[not](code.md)` and ``a `[not](either.md)` b``',
      '```md',
      '[nor](fenced.md)',
      '```',
      '[ref]: ref.md',
    ].join('\n');
    expect(linksIn(markdown)).toEqual([
      { target: 'a.md', line: 1 },
      { target: 'b.png', line: 1 },
      { target: 'ref.md', line: 6 },
    ]);
  });

  it("gives headings GitHub's anchors: lower case, no punctuation, repeats numbered", () => {
    const markdown = [
      '# Headgate',
      '## What `npm test` runs',
      '## Open data API (OGC API – Features)',
      '```sh',
      '# not a heading',
      '```',
      '### Notes',
      '### Notes',
      '## Release control: the store (issue 29) ##',
    ].join('\n');
    expect([...headingAnchors(markdown)]).toEqual([
      'headgate',
      'what-npm-test-runs',
      'open-data-api-ogc-api--features',
      'notes',
      'notes-1',
      'release-control-the-store-issue-29',
    ]);
  });
});
