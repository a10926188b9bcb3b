import type { SocketState } from '../../../supabase/local/pglite-shared';
import type { CpuProfileSummary } from './cpu-profile-summary';
import type { LoadTeacher } from './load-teachers';

/** What the stack process measured of itself over the bench's measured window. */
export type WindowFigures = {
  /** Share of the window the stack's event loop was busy (PGlite's WASM runs on it). */
  eventLoopUtilisation: number;
  /** How late timers fired: how long one piece of work held the loop. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** PGlite only: PostgREST's connections to the shared session so far. */
  socket: SocketState | null;
  profile: { path: string | null; summary: CpuProfileSummary } | null;
};

/** Bench → stack process. */
export type FromBench =
  { type: 'window-start'; profile: boolean } | { type: 'window-end' } | { type: 'stop' };

/** Stack process → bench. */
export type ToBench =
  | {
      type: 'ready';
      url: string;
      anonKey: string;
      database: 'pglite' | 'postgres';
      teachers: LoadTeacher[];
    }
  | { type: 'window'; figures: WindowFigures }
  | { type: 'failed'; message: string };
