import type { RdfNode } from './rdf-nodes';

/** The ASN statement labels the importer understands; any other label is a grouping it walks through. */
export type MracKind =
  | 'learning-area'
  | 'subject'
  | 'level'
  | 'strand'
  | 'sub-strand'
  | 'content-description'
  | 'elaboration'
  | 'achievement-standard'
  | 'achievement-standard-component'
  | 'other';

const KIND_BY_LABEL: Record<string, MracKind> = {
  learningarea: 'learning-area',
  subject: 'subject',
  level: 'level',
  strand: 'strand',
  substrand: 'sub-strand',
  contentdescription: 'content-description',
  elaboration: 'elaboration',
  achievementstandard: 'achievement-standard',
  achievementstandardcomponent: 'achievement-standard-component',
};

/** 'Sub-Strand', 'Sub-strand' and 'Substrand' are one kind: labels are compared by letters only. */
export function kindOf(node: RdfNode): MracKind {
  if (node.label === null) return 'other';
  return KIND_BY_LABEL[node.label.toLowerCase().replace(/[^a-z]/g, '')] ?? 'other';
}

/** How a problem names a node: by its code when it has one, else by its URI. */
export function nodeName(node: RdfNode): string {
  return `Node ${node.code ?? node.uri}`;
}
