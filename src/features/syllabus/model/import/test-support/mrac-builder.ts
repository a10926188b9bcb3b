/**
 * Builds small MRAC RDF/XML files for parser tests, in the shape of ACARA's (rdf:Description nodes,
 * ASN statementLabel/statementNotation, dcterms:title, gem hasChild/isChildOf, esa nominalYearLevel).
 */

export const MRAC_BASE = 'http://vocabulary.curriculum.edu.au/MRAC/2024/01/LA/HAS';

export type MracTestNode = {
  /** The last part of the URI; the full one is `${MRAC_BASE}/${id}`. */
  id: string;
  label?: string;
  code?: string;
  /** Written as given: escape HTML the way ACARA does (&lt;p&gt;) in the caller. */
  title?: string;
  children?: string[];
  parent?: string;
  yearLevels?: string[];
  listId?: string;
  rights?: boolean;
};

export const mracUri = (id: string) => `${MRAC_BASE}/${id}`;

export function mracDescription(node: MracTestNode): string {
  const lines = [`<rdf:Description rdf:about="${mracUri(node.id)}">`];
  lines.push('\t<rdf:type rdf:resource="http://purl.org/ASN/schema/core/Statement"/>');
  if (node.listId !== undefined) {
    lines.push(
      `\t<listID xmlns="http://purl.org/ASN/schema/core/" xml:lang="en-au">${node.listId}</listID>`,
    );
  }
  if (node.label !== undefined) {
    lines.push(
      `\t<statementLabel xmlns="http://purl.org/ASN/schema/core/" xml:lang="en-au">${node.label}</statementLabel>`,
    );
  }
  if (node.code !== undefined) {
    lines.push(
      `\t<statementNotation xmlns="http://purl.org/ASN/schema/core/" xml:lang="en-au">${node.code}</statementNotation>`,
    );
  }
  if (node.rights === true) {
    lines.push(
      '\t<dcterms:rights xml:lang="en-au">©Copyright Australian Curriculum, Assessment and Reporting Authority</dcterms:rights>',
    );
    lines.push(
      '\t<dcterms:rightsHolder xml:lang="en-au">Australian Curriculum, Assessment and Reporting Authority</dcterms:rightsHolder>',
    );
  }
  if (node.title !== undefined)
    lines.push(`\t<dcterms:title xml:lang="en-au">${node.title}</dcterms:title>`);
  for (const child of node.children ?? []) {
    lines.push(
      `\t<hasChild xmlns="http://purl.org/gem/qualifiers/" rdf:resource="${mracUri(child)}"/>`,
    );
  }
  if (node.parent !== undefined) {
    lines.push(
      `\t<isChildOf xmlns="http://purl.org/gem/qualifiers/" rdf:resource="${mracUri(node.parent)}"/>`,
    );
  }
  for (const level of node.yearLevels ?? []) {
    lines.push(
      `\t<nominalYearLevel xmlns="https://www.esa.edu.au/" xml:lang="en-au">${level}</nominalYearLevel>`,
    );
  }
  lines.push('</rdf:Description>');
  return lines.join('\n');
}

export function mracDocument(nodes: readonly MracTestNode[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rdf:RDF',
    '\txmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"',
    '\txmlns:dcterms="http://purl.org/dc/terms/">',
    '',
    ...nodes.map(mracDescription),
    '</rdf:RDF>',
    '',
  ].join('\n');
}

export const toBytes = (text: string) => new TextEncoder().encode(text);
