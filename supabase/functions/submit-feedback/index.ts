// Hosted entry point (Supabase Edge Functions run Deno). The local gateway imports handler.ts
// directly instead; both build the same handler.
import { createClient } from '@supabase/supabase-js';
import { createSubmitFeedbackHandler } from './handler.ts';
import { supabaseFeedbackStore } from './supabase-feedback-store.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): void;
};

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';

Deno.serve(
  createSubmitFeedbackHandler({
    enabled: Deno.env.get('FEEDBACK_ENABLED') !== 'false',
    allowOrigin: Deno.env.get('APP_ORIGIN') ?? '*',
    storeFor: (request) =>
      supabaseFeedbackStore(
        createClient(supabaseUrl, anonKey, {
          global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
          auth: { persistSession: false, autoRefreshToken: false },
        }),
      ),
  }),
);
