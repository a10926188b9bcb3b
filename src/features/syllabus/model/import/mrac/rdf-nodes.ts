import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { collapseWhitespace } from '../plain-text';
import { type Problem, fileProblem, problem } from '../problems';

/**
 * One `rdf:Description` of an MRAC file, reduced to what the importer reads. Properties are
 * matched by local name (`dcterms:title` → title), so a file that binds other prefixes reads the same.
 */
export type RdfNode = {
  uri: string;
  /** Position of its first description in the file; the tie-breaker wherever order matters. */
  documentOrder: number;
  /** ASN `statementLabel`: 'Subject', 'Level', 'Strand', 'Content Description' … */
  label: string | null;
  /** ASN `statementNotation`: the code ('AC9M7N01'). */
  code: string | null;
  /** `dcterms:title` as written (it may hold HTML; the catalogue reduces it to text). */
  title: string | null;
  /** `hasChild` targets, in the file's order. */
  children: string[];
  /** `isChildOf` targets. */
  parents: string[];
  /** `nominalYearLevel` values ('Foundation Year', 'Year 7'). */
  yearLevels: string[];
  /** ASN `listID`: the position the curriculum gives a strand among its siblings. */
  listId: string | null;
  rights: string | null;
  rightsHolder: string | null;
};

export type RdfReadResult =
  { ok: true; nodes: Map<string, RdfNode> } | { ok: false; problems: Problem[] };

type XmlValue = string | XmlElement;
type XmlElement = { [name: string]: XmlValue[] | string | undefined };

/** Content a title may carry as XML (rdf:parseType="Literal") that is never text. */
const HIDDEN_XML_ELEMENTS = new Set(['script', 'style', 'template', 'iframe', 'object']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Local names only: rdf:about → about, dcterms:title → title (xmlns declarations are dropped).
  removeNSPrefix: true,
  // Codes and list ids stay strings ('01' is not 1).
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Every element as an array, so one child and several read alike.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The text inside an element: its own text plus any nested elements' (a parseType="Literal" title). */
function textOf(value: XmlValue | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  const parts: string[] = [];
  for (const [name, content] of Object.entries(value)) {
    if (name.startsWith('@_') || HIDDEN_XML_ELEMENTS.has(name.toLowerCase())) continue;
    const items = Array.isArray(content) ? content : [content];
    for (const item of items) {
      const text = textOf(item);
      if (text !== null) parts.push(text);
    }
  }
  return parts.join(' ');
}

function values(element: XmlElement, name: string): XmlValue[] {
  const content = element[name];
  if (content === undefined) return [];
  return Array.isArray(content) ? content : [content];
}

function firstText(element: XmlElement, name: string): string | null {
  for (const value of values(element, name)) {
    const text = textOf(value);
    if (text !== null && text.trim() !== '') return text;
  }
  return null;
}

function resources(element: XmlElement, name: string): string[] {
  const uris: string[] = [];
  for (const value of values(element, name)) {
    const uri = typeof value === 'string' ? null : value['@_resource'];
    if (typeof uri === 'string' && uri.trim() !== '') uris.push(uri.trim());
  }
  return uris;
}

function attribute(element: XmlElement, name: string): string | null {
  const value = element[`@_${name}`];
  return typeof value === 'string' ? value.trim() : null;
}

function readNode(element: XmlElement, uri: string, documentOrder: number): RdfNode {
  const trimmed = (name: string) => {
    const text = firstText(element, name);
    return text === null ? null : collapseWhitespace(text);
  };
  return {
    uri,
    documentOrder,
    label: trimmed('statementLabel'),
    code: trimmed('statementNotation'),
    title: firstText(element, 'title'),
    children: resources(element, 'hasChild'),
    parents: resources(element, 'isChildOf'),
    yearLevels: values(element, 'nominalYearLevel')
      .map((value) => collapseWhitespace(textOf(value) ?? ''))
      .filter((text) => text !== ''),
    listId: trimmed('listID'),
    rights: trimmed('rights'),
    rightsHolder: trimmed('rightsHolder'),
  };
}

/** RDF lets one resource be described in several places: the parts are combined, first value wins. */
function mergeNodes(first: RdfNode, next: RdfNode): RdfNode {
  return {
    ...first,
    label: first.label ?? next.label,
    code: first.code ?? next.code,
    title: first.title ?? next.title,
    children: [...first.children, ...next.children.filter((uri) => !first.children.includes(uri))],
    parents: [...first.parents, ...next.parents.filter((uri) => !first.parents.includes(uri))],
    yearLevels: [...new Set([...first.yearLevels, ...next.yearLevels])],
    listId: first.listId ?? next.listId,
    rights: first.rights ?? next.rights,
    rightsHolder: first.rightsHolder ?? next.rightsHolder,
  };
}

/**
 * The described resources of an RDF/XML file by URI, or where the XML is broken (line and column).
 * A DOCTYPE is refused outright: MRAC never has one, and its entities are how XML bombs are built.
 */
export function readRdfNodes(text: string): RdfReadResult {
  if (/<!DOCTYPE/i.test(text)) {
    const line = text.slice(0, text.search(/<!DOCTYPE/i)).split('\n').length;
    return {
      ok: false,
      problems: [
        problem(
          `Line ${line}`,
          null,
          'has a DOCTYPE, which MRAC files never have; it is refused for safety',
        ),
      ],
    };
  }
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    return {
      ok: false,
      problems: [problem(`Line ${line}, column ${col}`, null, `the XML is malformed: ${msg}`)],
    };
  }
  let document: XmlElement;
  try {
    document = parser.parse(text) as XmlElement;
  } catch (error) {
    // The parser's own guards: a tag named like a JavaScript internal (__proto__), nesting past
    // its limit. Valid XML, but never an MRAC file: a problem, not a crash of the worker.
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problems: [fileProblem(`is XML the importer cannot read safely (${detail})`)],
    };
  }
  const root = values(document, 'RDF')[0];
  if (root === undefined || typeof root === 'string') {
    return {
      ok: false,
      problems: [fileProblem('is XML but not RDF: an MRAC file starts with <rdf:RDF>')],
    };
  }
  const nodes = new Map<string, RdfNode>();
  let documentOrder = 0;
  // Any element with rdf:about is a described resource (rdf:Description, or a typed node).
  for (const [name, content] of Object.entries(root)) {
    if (name.startsWith('@_') || name === '#text' || !Array.isArray(content)) continue;
    for (const element of content) {
      if (typeof element === 'string') continue;
      const uri = attribute(element, 'about');
      if (uri === null || uri === '') continue;
      const node = readNode(element, uri, documentOrder);
      documentOrder += 1;
      const known = nodes.get(uri);
      nodes.set(uri, known === undefined ? node : mergeNodes(known, node));
    }
  }
  return { ok: true, nodes };
}
