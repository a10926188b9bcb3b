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
// Hosted functions get it in their environment; reports are written only with it.
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
if (!serviceRoleKey) throw new Error('submit-feedback needs SUPABASE_SERVICE_ROLE_KEY');

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
const service = createClient(supabaseUrl, serviceRoleKey, clientOptions);

Deno.serve(
  createSubmitFeedbackHandler({
    enabled: Deno.env.get('FEEDBACK_ENABLED') !== 'false',
    allowOrigin: Deno.env.get('APP_ORIGIN') ?? '*',
    storeFor: (request) =>
      supabaseFeedbackStore({
        caller: createClient(supabaseUrl, anonKey, {
          ...clientOptions,
          global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
        }),
        service,
      }),
  }),
);
