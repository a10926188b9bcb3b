import { createContext, use } from 'react';

/**
 * What any page may ask of the app's two helpers for people: the feedback chat (issue 17 item 1)
 * and the guided tour (item 2). The app provides them (they live in their own features, which
 * other features never import); Help and the profile only call them. `available` is false when
 * the feature flag is off or no one is signed in, so a page can leave its button out.
 */
export type FeedbackChatControl = { readonly available: boolean; open(): void };
export type GuidedTourControl = { readonly available: boolean; restart(): void };

const NONE = { available: false } as const;

export const FeedbackChatContext = createContext<FeedbackChatControl>({ ...NONE, open() {} });
export const GuidedTourContext = createContext<GuidedTourControl>({ ...NONE, restart() {} });

export const useFeedbackChat = (): FeedbackChatControl => use(FeedbackChatContext);
export const useGuidedTour = (): GuidedTourControl => use(GuidedTourContext);
