import type { ImportedLevelCriterion, ImportedPoint, ImportedSyllabus } from '../catalogue';
import { compareCodes, levelsAndYears, orderStages } from '../levels';
import { type ProblemList, fileProblem } from '../problems';
import { checkCriteria, checkLinks, checkPoints } from './mrac-checks';
import { type MracKind, kindOf, nodeName } from './mrac-kinds';
import type { MracLevel } from './mrac-levels';
import { MRAC_SOURCE, mracAttribution, mracKey, mracNaming } from './mrac-naming';
import { type MracTree, buildMracTree } from './mrac-tree';
import { collectSubject, nodeText } from './mrac-walk';
import type { RdfNode } from './rdf-nodes';

/** Kinds whose text reaches the catalogue: one left outside every Subject is reported, never dropped. */
const CONTENT_KINDS = new Set<MracKind>([
  'content-description',
  'elaboration',
  'achievement-standard-component',
]);

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
  checkCriteria(foundCriteria, problems);
  const stageOrder = orderStages([
    ...found.map(({ place }) => place.level?.stage ?? null),
    ...foundCriteria.map(({ level }) => level?.stage ?? null),
  ]);
  const levelIndex = (level: MracLevel | null) => {
    const index = level === null || level.stage === null ? -1 : stageOrder.indexOf(level.stage);
    return index === -1 ? stageOrder.length : index;
  };
  const subjectTitle = nodeText(subject) || subject.code || 'Untitled subject';
  const sorted = [...found].sort(
    (a, b) =>
      levelIndex(a.place.level) - levelIndex(b.place.level) ||
      a.place.strandRank - b.place.strandRank ||
      a.place.subStrandRank - b.place.subStrandRank ||
      compareCodes(a.node.code ?? '', b.node.code ?? ''),
  );
  const points: ImportedPoint[] = sorted.map(({ node, place, objectives }, index) => ({
    code: node.code ?? '',
    description: nodeText(node),
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
    learningAreaTitle: learningArea === undefined ? null : nodeText(learningArea) || null,
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
