import type { ImportedSyllabus } from '../catalogue';
import type { ProblemList } from '../problems';
import { mracToSyllabuses } from './mrac-to-catalogue';
import { readRdfNodes } from './rdf-nodes';

/** An MRAC RDF/XML text to syllabuses; every problem found goes to `problems`. */
export function parseMrac(text: string, problems: ProblemList): ImportedSyllabus[] {
  const read = readRdfNodes(text);
  if (!read.ok) {
    problems.push(...read.problems);
    return [];
  }
  return mracToSyllabuses(read.nodes, problems);
}
