import {
  chatReducer,
  startChat,
  type ChatState,
  type ChatStep,
  type ChatStatus,
} from '../model/chat-rules';

export const T0 = '2026-11-23T08:00:00.000Z';

/** The answers a bug report gives on its way to each step (the idle message names the category). */
export const BUG_ANSWERS: readonly string[] = [
  'The export has a bug: the file is empty',
  'High',
  'A CSV with my lessons',
  'An empty file',
  'Open the planner, choose More, then Export',
  'I cannot share my plans with my head of department',
  'none',
];

/** The chat after the answers that lead to `step` (a bug report, or an improvement's). */
export function chatAt(
  step: ChatStep,
  {
    status = 'open',
    category = 'bug',
  }: { status?: ChatStatus; category?: 'bug' | 'improvement' } = {},
): ChatState {
  const answers =
    category === 'bug' ? BUG_ANSWERS : ['An idea: a dark print style', ...BUG_ANSWERS.slice(1)];
  const steps: ChatStep[] = [
    'idle',
    'severity',
    'expected',
    'actual',
    'reproduction',
    'impact',
    'attachments',
    'ready',
  ];
  let state = startChat(T0);
  if (step === 'category') {
    state = chatReducer(state, { type: 'said', text: 'Something looks odd', at: T0 });
  } else {
    for (const answer of answers.slice(0, steps.indexOf(step))) {
      state = chatReducer(state, { type: 'said', text: answer, at: T0 });
    }
  }
  if (state.step !== step) throw new Error(`chatAt(${step}) reached ${state.step}`);
  return { ...state, status };
}
