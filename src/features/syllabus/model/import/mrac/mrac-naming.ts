import type { RdfNode } from './rdf-nodes';

export const MRAC_SOURCE = 'ACARA Machine Readable Australian Curriculum (MRAC)';

const ACARA = 'Australian Curriculum, Assessment and Reporting Authority';

/**
 * ACARA's licence notice (CC BY 4.0), shown wherever the curriculum's text is. The file carries only
 * `dcterms:rights` and `rightsHolder`; the licence and the endorsement sentence are ACARA's terms of
 * use, as supabase/seed/curriculum/README.md records them.
 */
export const ACARA_ATTRIBUTION =
  `© ${ACARA} (ACARA), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). ` +
  'ACARA does not endorse any product that uses the Australian Curriculum.';

/** The release in an MRAC URI: '…/MRAC/2023/07/LA/MAT/…' → '2023/07'. */
const RELEASE_IN_URI = /\/MRAC\/(\d{4})\/(\d{2})\//;

/**
 * The syllabus key: 'mrac:' + the Subject's URI without its release ('/MRAC/2023/07/' → '/MRAC/'),
 * so the next release of the same subject updates this syllabus in place instead of adding another.
 */
export function mracKey(subjectUri: string): string {
  return `mrac:${subjectUri.replace(RELEASE_IN_URI, '/MRAC/')}`;
}

/** 'Australian Curriculum v9.0' when every code says the version (v9 codes start 'AC9'). */
function curriculumVersion(codes: readonly string[]): string | null {
  const versions = new Set(codes.map((code) => /^AC(\d{1,2})[A-Z]/.exec(code)?.[1] ?? null));
  if (versions.size !== 1) return null;
  const [version] = versions;
  return version === null || version === undefined ? null : `${version}.0`;
}

export type MracNaming = { name: string; version: string | null; description: string };

/** A readable name, version and description for one Subject of a file. */
export function mracNaming(input: {
  subjectUri: string;
  subjectTitle: string;
  learningAreaTitle: string | null;
  pointCodes: readonly string[];
  levels: readonly string[];
}): MracNaming {
  const version = curriculumVersion(input.pointCodes);
  const release = RELEASE_IN_URI.exec(input.subjectUri);
  const releaseText = release ? `MRAC ${release[1]}/${release[2]}` : null;
  const curriculum =
    version === null ? 'Australian Curriculum' : `Australian Curriculum v${version}`;
  const area =
    input.learningAreaTitle !== null && input.learningAreaTitle !== input.subjectTitle
      ? `${input.learningAreaTitle}: ${input.subjectTitle}`
      : input.subjectTitle;
  const first = input.levels[0];
  const last = input.levels[input.levels.length - 1];
  const span = first === undefined ? '' : first === last ? `, ${first}` : `, ${first} to ${last}`;
  return {
    name: `${curriculum} ${input.subjectTitle}`,
    version:
      version !== null && releaseText !== null
        ? `${version} (${releaseText})`
        : (version ?? releaseText),
    description: `${curriculum}: ${area}${span}.`,
  };
}

/** The attribution for a file: ACARA's notice for ACARA's files, else the file's own rights text. */
export function mracAttribution(nodes: Iterable<RdfNode>): string {
  for (const node of nodes) {
    const holder = node.rightsHolder ?? node.rights;
    if (holder === null) continue;
    if (holder.includes(ACARA)) return ACARA_ATTRIBUTION;
    return [node.rights, node.rightsHolder].filter((text) => text !== null).join(' — ');
  }
  // MRAC is ACARA's format: with no rights statement, the curriculum is still theirs.
  return ACARA_ATTRIBUTION;
}
