import { useMutation } from '@tanstack/react-query';
import type { NewsletterResult, NewsletterSubscription } from '@contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/newsletter: the same success for a new address and for one already on the list. */
export const subscribeNewsletter = (input: NewsletterSubscription) =>
  apiRequest<NewsletterResult>('POST', '/api/newsletter', input);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
