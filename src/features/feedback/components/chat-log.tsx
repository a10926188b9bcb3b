import { useEffect, useRef } from 'react';
import { cn } from '@/shared/ui/cn';
import type { ChatMessage } from '../model/chat-rules';

/**
 * The conversation as a log region (aria-live polite): a screen reader reads each new message
 * once, after what it is saying. Each message says who wrote it, and the region scrolls by
 * keyboard (it is focusable) and follows the newest message.
 */
export function ChatLog({ messages }: { messages: readonly ChatMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && count > 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <ol className="flex flex-col gap-2">
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
              message.role === 'user'
                ? 'self-end bg-primary text-primary-foreground'
                : 'self-start bg-muted text-foreground',
            )}
          >
            <span className="sr-only">
              {message.role === 'user' ? 'You: ' : 'Lesson Planner: '}
            </span>
            {message.content}
          </li>
        ))}
      </ol>
    </div>
  );
}
