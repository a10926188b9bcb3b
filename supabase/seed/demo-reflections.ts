import type { RatingDrift } from './demo-classes';

/** What a teacher wrote after a lesson, by its effectiveness rating (index 0 = rating 1). */
const REFLECTIONS = [
  'The lesson did not land: gaps in prior knowledge and a restless class got in the way.',
  'Many students struggled with the new idea; the pace was too quick.',
  'About half the class met the objective; the practice ran short.',
  'Most students met the objective; a small group needed extra examples.',
  'Engaged throughout; nearly everyone met the objective and some went further.',
] as const;

const FOLLOW_UPS = [
  'Revisit with a short retrieval quiz next lesson.',
  'Reteach the worked example to the small group that missed it.',
  'Check in with the three students who were away.',
  'Send the extension task to the students who finished early.',
  'Move the practice set to homework and check it on Monday.',
] as const;

const MISSED_REASONS = [
  'Class cancelled (assembly).',
  'Excursion: most of the class was away.',
  'Sports carnival.',
  'Teacher away; a relief lesson was set.',
] as const;

export type Reflection = {
  effectiveness_rating: number;
  teacher_satisfaction_score: number | null;
  teacher_effectiveness_rating: number | null;
  follow_up_required: boolean;
  follow_up_notes: string | null;
  reflection_notes: string;
};

/** Chance of a lesson rated a point above (and, separately, below) what the class is at. */
const JOLT_CHANCE = 0.06;

export const clampRating = (value: number) => Math.min(5, Math.max(1, value));

/**
 * Whole ratings whose running average follows `expected` closely (error diffusion: what rounding
 * took from one lesson is carried to the next), so even a few lessons in a 28-day window show
 * the class's drift instead of noise. Keep one per class.
 */
export function ratingRounder() {
  let carry = 0;
  return (expected: number) => {
    const target = expected + carry;
    const rating = clampRating(Math.round(target));
    // Bounded: past 5 (or below 1) the clamp would otherwise pile up a debt never paid.
    carry = Math.min(0.5, Math.max(-0.5, target - rating));
    return rating;
  };
}

/** The class's expected rating `daysAgo` days before today (see RatingDrift). */
export function expectedRating(drift: RatingDrift, daysAgo: number): number {
  const share = Math.min(Math.max(daysAgo, 0), drift.overDays) / Math.max(drift.overDays, 1);
  return drift.now + (drift.before - drift.now) * share;
}

/**
 * A reflection with effectiveness `rating` (then now and then a point off either way, as a
 * lesson surprises); satisfaction and the teacher's own rating follow it within a point, and are
 * sometimes left blank, as teachers do. Follow-ups are likelier after a weak lesson.
 */
export function demoReflection(rating: number, random: () => number): Reflection {
  const jolt = random();
  const jolted = jolt < JOLT_CHANCE ? rating - 1 : jolt > 1 - JOLT_CHANCE ? rating + 1 : rating;
  const effectiveness = clampRating(jolted);
  const near = () => clampRating(effectiveness + Math.round(random() * 2 - 1));
  const satisfaction = random() < 0.1 ? null : near();
  const ownRating = random() < 0.05 ? null : near();
  const followUpChance = effectiveness <= 2 ? 0.4 : effectiveness === 3 ? 0.15 : 0.05;
  const followUp = random() < followUpChance;
  return {
    effectiveness_rating: effectiveness,
    teacher_satisfaction_score: satisfaction,
    teacher_effectiveness_rating: ownRating,
    follow_up_required: followUp,
    follow_up_notes: followUp ? FOLLOW_UPS[Math.floor(random() * FOLLOW_UPS.length)]! : null,
    reflection_notes: REFLECTIONS[effectiveness - 1]!,
  };
}

export function missedReason(random: () => number): string {
  return MISSED_REASONS[Math.floor(random() * MISSED_REASONS.length)]!;
}
