/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** 'true' only in `npm run bench:planner`'s builds (src/app/sync/bench-hooks.ts). */
  readonly VITE_BENCH_HOOKS?: string;
}
