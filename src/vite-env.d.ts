/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Set only for the e2e build; see src/app/session/e2e-session-source.ts. */
  readonly VITE_E2E_FAKE_SESSION?: string;
}
