/** What a report is about (spec §3 metadata.category; submit-feedback accepts these two). */
export type FeedbackCategory = 'bug' | 'improvement';

/**
 * The words that name each category (spec §4), matched as whole words, any case, singular or
 * plural ("bugs", "ideas"). Nothing else counts: "broken" or "crash" do not make a bug, so the
 * chat asks rather than guess.
 */
const CATEGORY_WORDS: Record<FeedbackCategory, readonly string[]> = {
  bug: ['bug', 'issue', 'error', 'problem'],
  improvement: ['improvement', 'enhancement', 'idea', 'feature'],
};

const patternFor = (words: readonly string[]) => new RegExp(`\\b(?:${words.join('|')})s?\\b`, 'gi');
const PATTERNS = {
  bug: patternFor(CATEGORY_WORDS.bug),
  improvement: patternFor(CATEGORY_WORDS.improvement),
};

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/**
 * The category a message names, or null when it names none. A message naming both ("the export
 * feature has a bug") goes by the one it names more often; a tie is null, so the chat asks.
 */
export function detectCategory(text: string): FeedbackCategory | null {
  const bug = count(PATTERNS.bug, text);
  const improvement = count(PATTERNS.improvement, text);
  if (bug === improvement) return null;
  return bug > improvement ? 'bug' : 'improvement';
}
