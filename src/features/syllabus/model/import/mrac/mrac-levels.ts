import { htmlToPlainText } from '../plain-text';
import { yearOfStage } from '../levels';
import type { RdfNode } from './rdf-nodes';

export type MracLevel = { stage: string | null; year: number | null };

const FOUNDATION = /^foundation(\s+year)?$/i;

/** 'Foundation Year' → Foundation; 'Year 7' → Year 7 (year 7); anything else as written, no year. */
function levelFromName(name: string): MracLevel {
  if (FOUNDATION.test(name)) return { stage: 'Foundation', year: null };
  const year = yearOfStage(name);
  if (year !== null) return { stage: `Year ${year}`, year };
  return { stage: name, year: null };
}

/**
 * The level a Level node stands for. One `nominalYearLevel` names it; a band ('Years 3 and 4',
 * nominal years 3 and 4) keeps its title as the stage and has no single year.
 */
export function levelOfNode(node: RdfNode): MracLevel {
  const [only, ...others] = node.yearLevels;
  if (only !== undefined && others.length === 0) return levelFromName(only);
  const title = node.title === null ? '' : htmlToPlainText(node.title);
  if (title !== '') return levelFromName(title);
  return { stage: null, year: null };
}
