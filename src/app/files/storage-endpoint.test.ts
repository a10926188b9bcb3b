import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { storageEndpointOf } from './storage-endpoint';

describe('storageEndpointOf', () => {
  it("reads Storage's address and the project key from a real supabase-js client", async () => {
    const client = createClient('https://project.example.co', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no WebSocket global; realtime is unused but supabase-js builds its client.
      realtime: { transport: ws as never },
    });
    const endpoint = storageEndpointOf(client)!;
    expect(endpoint.url).toBe('https://project.example.co/storage/v1');
    expect(endpoint.apiKey).toBe('anon-key');
    // Nobody signed in: no user token (requests then carry the key alone and RLS refuses them).
    expect(await endpoint.accessToken()).toBeNull();
  });

  it('answers null for something that is not a supabase-js client', () => {
    expect(storageEndpointOf({} as never)).toBeNull();
  });
});
