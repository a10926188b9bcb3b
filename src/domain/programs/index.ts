export { programProgress, type ProgramProgress } from './program-progress';
