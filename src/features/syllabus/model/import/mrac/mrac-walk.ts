import type { ImportedObjective } from '../catalogue';
import { collapseWhitespace, htmlToPlainText } from '../plain-text';
import { readableMaths } from '../readable-maths';
import type { ProblemList } from '../problems';
import { kindOf, nodeName } from './mrac-kinds';
import { type MracLevel, levelOfNode } from './mrac-levels';
import type { MracTree } from './mrac-tree';
import type { RdfNode } from './rdf-nodes';

/** Where a node sits while the walk goes down from a Subject. */
export type Place = {
  level: MracLevel | null;
  strand: string | null;
  /** The strand's position in its level (ACARA's listID, else its place among its siblings). */
  strandRank: number;
  subStrand: string | null;
  subStrandRank: number;
};

export type FoundPoint = { node: RdfNode; place: Place; objectives: ImportedObjective[] };
export type FoundCriterion = { node: RdfNode; level: MracLevel | null; description: string };

/** A node's title as plain text ('' when it has none), its inline LaTeX read as text ('3/4', '×'). */
export const nodeText = (node: RdfNode): string =>
  node.title === null ? '' : collapseWhitespace(readableMaths(htmlToPlainText(node.title)));

function rankOf(node: RdfNode, siblingIndex: number): number {
  const listed = node.listId === null ? Number.NaN : Number(node.listId);
  return Number.isFinite(listed) ? listed : 1_000 + siblingIndex;
}

/** Walks one Subject's tree, collecting its content descriptions and achievement standard parts. */
export function collectSubject(
  tree: MracTree,
  subject: RdfNode,
  visited: Set<string>,
  problems: ProblemList,
) {
  const points: FoundPoint[] = [];
  const criteria: FoundCriterion[] = [];

  const elaborationsOf = (point: RdfNode): ImportedObjective[] =>
    tree
      .childrenOf(point.uri)
      .filter((child) => kindOf(child) === 'elaboration')
      .map((child, index) => {
        visited.add(child.uri);
        const description = nodeText(child);
        if (description === '')
          problems.add(nodeName(child), 'title', 'is empty: an elaboration needs its text');
        return { code: child.code, description, sort_order: index + 1 };
      });

  const walk = (node: RdfNode, place: Place, siblingIndex: number): void => {
    if (visited.has(node.uri)) return;
    const kind = kindOf(node);
    if (kind === 'subject' || kind === 'learning-area') return; // walked on its own
    visited.add(node.uri);
    let here = place;
    switch (kind) {
      case 'level':
        here = { ...place, level: levelOfNode(node) };
        break;
      case 'strand':
        here = {
          ...place,
          strand: nodeText(node) || null,
          strandRank: rankOf(node, siblingIndex),
          subStrand: null,
          subStrandRank: 0,
        };
        break;
      case 'sub-strand': {
        const title = nodeText(node);
        const subStrand = place.subStrand === null ? title : `${place.subStrand} / ${title}`;
        here = {
          ...place,
          subStrand: subStrand || null,
          subStrandRank: rankOf(node, siblingIndex),
        };
        break;
      }
      case 'content-description':
        points.push({ node, place, objectives: elaborationsOf(node) });
        return;
      case 'achievement-standard': {
        const components = tree
          .childrenOf(node.uri)
          .filter((child) => kindOf(child) === 'achievement-standard-component');
        // A standard without components is one criterion itself, so its text is not lost.
        if (components.length === 0)
          criteria.push({ node, level: place.level, description: nodeText(node) });
        break;
      }
      case 'achievement-standard-component':
        criteria.push({ node, level: place.level, description: nodeText(node) });
        return;
      default:
        break;
    }
    tree.childrenOf(node.uri).forEach((child, index) => walk(child, here, index));
  };

  const start: Place = {
    level: null,
    strand: null,
    strandRank: 0,
    subStrand: null,
    subStrandRank: 0,
  };
  visited.add(subject.uri);
  tree.childrenOf(subject.uri).forEach((child, index) => walk(child, start, index));
  return { points, criteria };
}
