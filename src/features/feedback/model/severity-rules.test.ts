import { describe, expect, it } from 'vitest';
import { feedbackMetadataSchema } from '../../../../supabase/functions/submit-feedback/feedback-payload';
import { FEEDBACK_SEVERITIES, readSeverity, SEVERITY_LABELS } from './severity-rules';

describe('severities', () => {
  it('are exactly the values submit-feedback accepts', () => {
    expect([...FEEDBACK_SEVERITIES]).toEqual(feedbackMetadataSchema.shape.severity.options);
  });

  it('reads each quick reply back as its severity', () => {
    for (const severity of FEEDBACK_SEVERITIES) {
      expect(readSeverity(SEVERITY_LABELS[severity])).toBe(severity);
    }
  });

  it('finds the word in a sentence, any case, and nothing else', () => {
    expect(readSeverity("I'd say it's HIGH")).toBe('high');
    expect(readSeverity('medium-ish')).toBe('medium');
    expect(readSeverity('highly annoying')).toBeNull();
    expect(readSeverity('very bad')).toBeNull();
  });
});
