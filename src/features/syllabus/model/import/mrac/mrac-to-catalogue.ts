import type {
  ImportedLevelCriterion,
  ImportedObjective,
  ImportedPoint,
  ImportedSyllabus,
} from '../catalogue';
import { compareCodes, levelsAndYears, orderStages } from '../levels';
import { htmlToPlainText } from '../plain-text';
import { type ProblemList, fileProblem } from '../problems';
import { type MracKind, kindOf, nodeName } from './mrac-kinds';
import { type MracLevel, levelOfNode } from './mrac-levels';
import { MRAC_SOURCE, mracAttribution, mracKey, mracNaming } from './mrac-naming';
import { type MracTree, buildMracTree } from './mrac-tree';
import type { RdfNode } from './rdf-nodes';

/** The longest code the catalogue stores (syllabus_points.code). */
export const MAX_CODE_LENGTH = 64;

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

/** Kinds whose text reaches the catalogue: one left outside every Subject is reported, never dropped. */
const CONTENT_KINDS = new Set<MracKind>([
  'content-description',
  'elaboration',
  'achievement-standard-component',
]);

/** Where a node sits while the walk goes down from a Subject. */
type Place = {
  level: MracLevel | null;
  strand: string | null;
  /** The strand's position in its level (ACARA's listID, else its place among its siblings). */
  strandRank: number;
  subStrand: string | null;
  subStrandRank: number;
};

type FoundPoint = { node: RdfNode; place: Place; objectives: ImportedObjective[] };
type FoundCriterion = { node: RdfNode; level: MracLevel | null; description: string };

const text = (node: RdfNode): string => (node.title === null ? '' : htmlToPlainText(node.title));

function rankOf(node: RdfNode, siblingIndex: number): number {
  const listed = node.listId === null ? Number.NaN : Number(node.listId);
  return Number.isFinite(listed) ? listed : 1_000 + siblingIndex;
}

/** Every problem of the tree itself: a parent or child named but missing from the file. */
function checkLinks(tree: MracTree, problems: ProblemList): void {
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

/** Walks one Subject's tree, collecting its content descriptions and achievement standard parts. */
function collectSubject(
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
        const description = text(child);
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
          strand: text(node) || null,
          strandRank: rankOf(node, siblingIndex),
          subStrand: null,
          subStrandRank: 0,
        };
        break;
      case 'sub-strand': {
        const title = text(node);
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
          criteria.push({ node, level: place.level, description: text(node) });
        break;
      }
      case 'achievement-standard-component':
        criteria.push({ node, level: place.level, description: text(node) });
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

/** Problems of the content descriptions themselves: no code, a code too long, no text, a code used twice. */
function checkPoints(found: readonly FoundPoint[], problems: ProblemList): void {
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
    if (node.code.length > MAX_CODE_LENGTH) {
      problems.add(
        nodeName(node),
        'statementNotation',
        `is longer than ${MAX_CODE_LENGTH} characters`,
      );
    }
    if (text(node) === '')
      problems.add(nodeName(node), 'title', 'is empty: a content description needs its text');
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

function toSyllabus(
  tree: MracTree,
  subject: RdfNode,
  visited: Set<string>,
  problems: ProblemList,
): ImportedSyllabus {
  const { points: found, criteria: foundCriteria } = collectSubject(
    tree,
    subject,
    visited,
    problems,
  );
  checkPoints(found, problems);
  const stageOrder = orderStages([
    ...found.map(({ place }) => place.level?.stage ?? null),
    ...foundCriteria.map(({ level }) => level?.stage ?? null),
  ]);
  const levelIndex = (level: MracLevel | null) => {
    const index = level === null || level.stage === null ? -1 : stageOrder.indexOf(level.stage);
    return index === -1 ? stageOrder.length : index;
  };
  const subjectTitle = text(subject) || subject.code || 'Untitled subject';
  const sorted = [...found].sort(
    (a, b) =>
      levelIndex(a.place.level) - levelIndex(b.place.level) ||
      a.place.strandRank - b.place.strandRank ||
      a.place.subStrandRank - b.place.subStrandRank ||
      compareCodes(a.node.code ?? '', b.node.code ?? ''),
  );
  const points: ImportedPoint[] = sorted.map(({ node, place, objectives }, index) => ({
    code: node.code ?? '',
    description: text(node),
    subject: subjectTitle,
    strand: place.strand,
    sub_strand: place.subStrand,
    stage: place.level?.stage ?? null,
    year: place.level?.year ?? null,
    sort_order: index + 1,
    objectives,
    criteria: [],
  }));
  const criteria: ImportedLevelCriterion[] = foundCriteria
    .map((item, order) => ({ item, order }))
    .sort((a, b) => levelIndex(a.item.level) - levelIndex(b.item.level) || a.order - b.order)
    .map(({ item }, index) => ({
      code: item.node.code,
      description: item.description,
      stage: item.level?.stage ?? null,
      year: item.level?.year ?? null,
      sort_order: index + 1,
    }));
  const { levels, years } = levelsAndYears([...points, ...criteria]);
  const learningArea = tree.parentsOf(subject).find((parent) => kindOf(parent) === 'learning-area');
  const naming = mracNaming({
    subjectUri: subject.uri,
    subjectTitle,
    learningAreaTitle: learningArea === undefined ? null : text(learningArea) || null,
    pointCodes: points.map((point) => point.code),
    levels,
  });
  return {
    key: mracKey(subject.uri),
    name: naming.name,
    subject: subjectTitle,
    version: naming.version,
    source: MRAC_SOURCE,
    attribution: mracAttribution(tree.nodes.values()),
    description: naming.description,
    levels,
    years,
    points,
    criteria,
  };
}

/** Subjects as their Learning Areas list them (file order across areas), then any other Subject in file order. */
function subjectsInCurriculumOrder(tree: MracTree, inOrder: readonly RdfNode[]): RdfNode[] {
  const subjects: RdfNode[] = [];
  const add = (node: RdfNode) => {
    if (kindOf(node) === 'subject' && !subjects.includes(node)) subjects.push(node);
  };
  for (const area of inOrder)
    if (kindOf(area) === 'learning-area') tree.childrenOf(area.uri).forEach(add);
  inOrder.forEach(add);
  return subjects;
}

/**
 * An MRAC file's nodes to syllabuses: one per Subject (a Learning Area with no Subject node
 * stands for itself). Content Description → point, Elaboration → its objectives, Achievement
 * Standard Component → a level-wide criterion. Problems go to `problems`; the syllabuses are
 * returned regardless so the preview can still count what was read.
 */
export function mracToSyllabuses(
  nodes: Map<string, RdfNode>,
  problems: ProblemList,
): ImportedSyllabus[] {
  const tree = buildMracTree(nodes);
  checkLinks(tree, problems);
  const inOrder = [...nodes.values()].sort((a, b) => a.documentOrder - b.documentOrder);
  let subjects = subjectsInCurriculumOrder(tree, inOrder);
  if (subjects.length === 0) subjects = inOrder.filter((node) => kindOf(node) === 'learning-area');
  if (subjects.length === 0) {
    problems.push(
      fileProblem('has no Subject or Learning Area node, so it is not an MRAC curriculum file'),
    );
    return [];
  }
  const visited = new Set<string>();
  const syllabuses = subjects.map((subject) => {
    const syllabus = toSyllabus(tree, subject, visited, problems);
    if (syllabus.points.length === 0)
      problems.add(nodeName(subject), null, 'has no content descriptions under it');
    return syllabus;
  });
  for (const node of inOrder) {
    if (CONTENT_KINDS.has(kindOf(node)) && !visited.has(node.uri)) {
      problems.add(
        nodeName(node),
        null,
        'is not under any Subject of the file, so it would be left out',
      );
    }
  }
  return syllabuses;
}
