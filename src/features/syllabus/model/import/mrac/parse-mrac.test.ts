import { describe, expect, it } from 'vitest';
import { parseSyllabusFile } from '../parse-syllabus-file';
import { type MracTestNode, mracDocument, mracUri, toBytes } from '../test-support/mrac-builder';
import { TWO_SUBJECT_MRAC, TWO_SUBJECT_NODES } from '../test-support/mrac-two-subjects';
import { ACARA_ATTRIBUTION } from './mrac-naming';

function parseOk(text: string) {
  const result = parseSyllabusFile(toBytes(text));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result.catalogue;
}

function problemsOf(text: string) {
  const result = parseSyllabusFile(toBytes(text));
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

const withNodes = (change: (nodes: MracTestNode[]) => MracTestNode[]) =>
  mracDocument(change(TWO_SUBJECT_NODES.map((node) => ({ ...node }))));

describe('a hand-made MRAC learning area with two subjects', () => {
  const catalogue = parseOk(TWO_SUBJECT_MRAC);
  const [history, geography] = catalogue.syllabuses;

  it('gives one syllabus per Subject, keyed by the Subject URI without its release', () => {
    expect(catalogue.syllabuses.map((s) => s.name)).toEqual([
      'Australian Curriculum v9.0 History',
      'Australian Curriculum v9.0 Geography',
    ]);
    expect(history?.key).toBe('mrac:http://vocabulary.curriculum.edu.au/MRAC/LA/HAS/his');
    expect(history).toMatchObject({
      subject: 'History',
      version: '9.0 (MRAC 2024/01)',
      description:
        'Australian Curriculum v9.0: Humanities and Social Sciences: History, Foundation to Year 10.',
      attribution: ACARA_ATTRIBUTION,
      levels: ['Foundation', 'Year 10'],
      years: [10],
    });
    expect(geography).toMatchObject({ subject: 'Geography', levels: ['Year 10'], years: [10] });
  });

  it('orders by level, then strand listID, then code, and keeps sub-strands', () => {
    expect(
      history?.points.map((p) => [p.code, p.stage, p.year, p.strand, p.sub_strand, p.sort_order]),
    ).toEqual([
      ['AC9HSFK01', 'Foundation', null, 'Knowledge and understanding', 'Personal histories', 1],
      ['AC9HH10K01', 'Year 10', 10, 'Knowledge and understanding', 'The modern world', 2],
      ['AC9HH10K03', 'Year 10', 10, 'Knowledge and understanding', 'The modern world', 3],
      ['AC9HH10S01', 'Year 10', 10, 'Skills', null, 4],
    ]);
  });

  it('reduces HTML titles to safe plain text: tags gone, entities decoded, scripts removed', () => {
    const family = history?.points[0];
    expect(family?.description).toBe(
      'who the people in their family are, where they were born & raised',
    );
    expect(family?.objectives).toEqual([
      { code: 'AC9HSFK01_E1', description: 'naming family members', sort_order: 1 },
      { code: 'AC9HSFK01_E2', description: 'drawing a family tree', sort_order: 2 },
    ]);
    expect(geography?.points[0]?.description).toBe(
      'the human-induced environmental changes that challenge sustainability land water',
    );
    expect(geography?.points[0]?.sub_strand).toBe('Environmental change & management');
    expect(JSON.stringify(catalogue)).not.toMatch(/<|script>|alert|&amp;/);
  });

  it('finds an achievement standard its Level does not list, and its components become level criteria', () => {
    expect(history?.criteria).toEqual([
      {
        code: 'ASHISF01',
        description: 'Students name people in their family.',
        stage: 'Foundation',
        year: null,
        sort_order: 1,
      },
      {
        code: 'ASHISF02',
        description: 'They sequence events.',
        stage: 'Foundation',
        year: null,
        sort_order: 2,
      },
    ]);
  });

  it('reads the same whatever order the nodes come in', () => {
    const reversed = parseOk(mracDocument([...TWO_SUBJECT_NODES].reverse()));
    expect(reversed.syllabuses.map((s) => s.points)).toEqual(
      catalogue.syllabuses.map((s) => s.points),
    );
  });

  it('takes a band level (two nominal years) as a stage with no year', () => {
    const banded = parseOk(
      withNodes((nodes) =>
        nodes.map((node) =>
          node.id === 'geo-10'
            ? { ...node, title: 'Years 9 and 10', yearLevels: ['Year 9', 'Year 10'] }
            : node,
        ),
      ),
    );
    expect(banded.syllabuses[1]?.points[0]).toMatchObject({ stage: 'Years 9 and 10', year: null });
    expect(banded.syllabuses[1]?.levels).toEqual(['Years 9 and 10']);
  });
});

describe('MRAC problems', () => {
  it('names the line and column of malformed XML', () => {
    const broken = TWO_SUBJECT_MRAC.replace('</dcterms:title>', '</dcterms:titel>');
    const [problem, ...rest] = problemsOf(broken);
    expect(rest).toEqual([]);
    expect(problem?.where).toMatch(/^Line \d+, column \d+$/);
    expect(problem?.message).toMatch(/^Line \d+, column \d+: the XML is malformed: /);
  });

  it('refuses a DOCTYPE (entity expansion) before parsing', () => {
    const bomb = TWO_SUBJECT_MRAC.replace(
      '<rdf:RDF',
      '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>\n<rdf:RDF',
    );
    expect(problemsOf(bomb).map((p) => p.message)).toEqual([
      'Line 2: has a DOCTYPE, which MRAC files never have; it is refused for safety',
    ]);
  });

  it('refuses XML the parser guards against (prototype names, deep nesting) as a problem, never a crash', () => {
    const proto = mracDocument([{ id: 'x', label: 'Subject', title: 'S' }]).replace(
      '</rdf:Description>',
      '<__proto__>1</__proto__></rdf:Description>',
    );
    const deep = mracDocument([]).replace(
      '</rdf:RDF>',
      `${'<a>'.repeat(300)}${'</a>'.repeat(300)}</rdf:RDF>`,
    );
    for (const text of [proto, deep]) {
      expect(problemsOf(text).map((p) => p.message)).toEqual([
        expect.stringMatching(/^The file is XML the importer cannot read safely \(.+\)$/),
      ]);
    }
  });

  it('names a node whose parent is not in the file, and one outside every Subject', () => {
    const problems = problemsOf(
      withNodes((nodes) =>
        nodes
          .map((node) => (node.id === 'geo-10-cd1' ? { ...node, parent: 'gone' } : node))
          .map((node) => (node.id === 'geo-10-ss1' ? { ...node, children: [] } : node)),
      ),
    );
    expect(problems.map((p) => p.message)).toEqual([
      `Node AC9HG10K01: isChildOf names a parent that is not in the file (${mracUri('gone')})`,
      'Node HASGEO: has no content descriptions under it',
      'Node AC9HG10K01: is not under any Subject of the file, so it would be left out',
      'Node AC9HG10K01_E1: is not under any Subject of the file, so it would be left out',
    ]);
  });

  it('names a content description with no code by its URI, and one with no text by its code', () => {
    const problems = problemsOf(
      withNodes((nodes) =>
        nodes.map((node) => {
          if (node.id === 'his-10-cd1') return { ...node, code: undefined };
          if (node.id === 'his-10-cd2') return { ...node, title: '&lt;p&gt; &lt;/p&gt;' };
          return node;
        }),
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        where: `Node ${mracUri('his-10-cd1')}`,
        field: 'statementNotation',
        reason: 'is missing: every content description needs a code',
      }),
      expect.objectContaining({
        where: 'Node AC9HH10S01',
        field: 'title',
        reason: 'is empty: a content description needs its text',
      }),
    ]);
  });

  it('names both nodes of a duplicate code', () => {
    const problems = problemsOf(
      withNodes((nodes) =>
        nodes.map((node) => (node.id === 'his-10-cd3' ? { ...node, code: 'AC9HH10K01' } : node)),
      ),
    );
    expect(problems.map((p) => p.message)).toEqual([
      `Node AC9HH10K01: statementNotation is used by two content descriptions (${mracUri('his-10-cd3')} and ${mracUri('his-10-cd1')})`,
    ]);
  });

  it('reports every problem of the file at once, not only the first', () => {
    const problems = problemsOf(
      withNodes((nodes) =>
        nodes.map((node) =>
          node.label === 'Content Description'
            ? { ...node, code: node.id === 'geo-10-cd1' ? 'X'.repeat(65) : undefined }
            : node,
        ),
      ),
    );
    expect(problems).toHaveLength(5);
    expect(problems.at(-1)?.message).toBe(
      'Node ' + 'X'.repeat(65) + ': statementNotation is longer than 64 characters',
    );
  });

  it('refuses XML that has no Subject or Learning Area', () => {
    const problems = problemsOf(mracDocument([{ id: 'x', label: 'Strand', title: 'Alone' }]));
    expect(problems.map((p) => p.message)).toEqual([
      'The file has no Subject or Learning Area node, so it is not an MRAC curriculum file',
    ]);
  });
});
