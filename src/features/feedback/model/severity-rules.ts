/** How much it matters: the four values submit-feedback accepts for metadata.severity. */
export const FEEDBACK_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackSeverity = (typeof FEEDBACK_SEVERITIES)[number];

/** The quick replies' labels, which are also what a tap sends as the user's message. */
export const SEVERITY_LABELS: Record<FeedbackSeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

const SEVERITY_PATTERN = new RegExp(`\\b(${FEEDBACK_SEVERITIES.join('|')})\\b`, 'i');

/** The severity a message names ("High", "it's critical"), or null when it names none. */
export function readSeverity(text: string): FeedbackSeverity | null {
  const word = SEVERITY_PATTERN.exec(text)?.[1]?.toLowerCase();
  return FEEDBACK_SEVERITIES.find((severity) => severity === word) ?? null;
}
