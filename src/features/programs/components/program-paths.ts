/** /programs shows the list; ?program=<id> opens one program (a link that survives a reload). */
export const PROGRAMS_PATH = '/programs';
export const PROGRAM_PARAM = 'program';
export const programPath = (id: string) => `${PROGRAMS_PATH}?${PROGRAM_PARAM}=${id}`;
