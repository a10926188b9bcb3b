import { TEXT_LIMITS } from '../catalogue-limits';
import type { ProblemList } from '../problems';
import { type MracKind, kindOf, nodeName } from './mrac-kinds';
import type { MracTree } from './mrac-tree';
import { type FoundCriterion, type FoundPoint, nodeText } from './mrac-walk';
import type { RdfNode } from './rdf-nodes';

/** Kinds whose parent must be in the file: without it their place in the curriculum is unknown. */
const PLACED_KINDS = new Set<MracKind>([
  'level',
  'strand',
  'sub-strand',
  'content-description',
  'elaboration',
  'achievement-standard',
  'achievement-standard-component',
]);

/** Every problem of the tree itself: a parent or child named but missing from the file. */
export function checkLinks(tree: MracTree, problems: ProblemList): void {
  for (const node of tree.nodes.values()) {
    if (!PLACED_KINDS.has(kindOf(node))) continue;
    for (const uri of node.parents) {
      if (!tree.nodes.has(uri)) {
        problems.add(
          nodeName(node),
          'isChildOf',
          `names a parent that is not in the file (${uri})`,
        );
      }
    }
    for (const uri of node.children) {
      if (!tree.nodes.has(uri)) {
        problems.add(nodeName(node), 'hasChild', `names a child that is not in the file (${uri})`);
      }
    }
  }
}

/** Text a point or criterion cannot do without, within the server's length limit. */
function checkText(node: RdfNode, text: string, what: string, problems: ProblemList): void {
  if (text === '') problems.add(nodeName(node), 'title', `is empty: ${what} needs its text`);
  else if (text.length > TEXT_LIMITS.description) {
    problems.add(nodeName(node), 'title', `is longer than ${TEXT_LIMITS.description} characters`);
  }
}

/** Problems of the level criteria: no text, text too long, a code used twice in the syllabus. */
export function checkCriteria(found: readonly FoundCriterion[], problems: ProblemList): void {
  const codes = new Set<string>();
  for (const { node, description } of found) {
    checkText(node, description, 'an achievement standard component', problems);
    if (node.code === null) continue;
    if (codes.has(node.code)) {
      problems.add(
        nodeName(node),
        'statementNotation',
        'is used by two achievement standard components',
      );
    }
    codes.add(node.code);
  }
}

/** Problems of the content descriptions themselves: no code, a code too long, no text, a code used twice. */
export function checkPoints(found: readonly FoundPoint[], problems: ProblemList): void {
  const firstByCode = new Map<string, RdfNode>();
  for (const { node, objectives } of found) {
    if (node.code === null || node.code === '') {
      problems.add(
        nodeName(node),
        'statementNotation',
        'is missing: every content description needs a code',
      );
      continue;
    }
    if (node.code.length > TEXT_LIMITS.code) {
      problems.add(
        nodeName(node),
        'statementNotation',
        `is longer than ${TEXT_LIMITS.code} characters`,
      );
    }
    checkText(node, nodeText(node), 'a content description', problems);
    const first = firstByCode.get(node.code);
    if (first === undefined) firstByCode.set(node.code, node);
    else {
      problems.add(
        nodeName(node),
        'statementNotation',
        `is used by two content descriptions (${first.uri} and ${node.uri})`,
      );
    }
    const objectiveCodes = new Set<string>();
    for (const objective of objectives) {
      if (objective.description.length > TEXT_LIMITS.description) {
        problems.add(
          `Node ${objective.code ?? node.code}`,
          'title',
          `is longer than ${TEXT_LIMITS.description} characters`,
        );
      }
      if (objective.code === null) continue;
      if (objectiveCodes.has(objective.code)) {
        problems.add(
          `Node ${objective.code}`,
          'statementNotation',
          `is used by two elaborations of ${node.code}`,
        );
      }
      objectiveCodes.add(objective.code);
    }
  }
}
